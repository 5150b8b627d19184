import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  COOKIE_NAMES,
  CURRENCY_CODES,
  DEAL_SCORE_TIERS,
  HOLD_MS,
  LANGUAGES,
  LOCAL_STORAGE_KEYS,
  SESSION_STORAGE_KEYS,
  SHARE_MESSAGE,
  SHARE_MESSAGE_TEXT,
} from './constants';

describe('business constants', () => {
  it('derive the hold length from its minutes', () => {
    expect(HOLD_MS).toBe(600_000);
  });

  it('keep breakpoints ascending', () => {
    expect(BREAKPOINTS).toEqual([425, 475, 576, 675, 769, 820, 1024, 1200]);
    expect([...BREAKPOINTS].sort((a, b) => a - b)).toEqual([...BREAKPOINTS]);
  });

  it('list currencies and languages', () => {
    expect(CURRENCY_CODES).toEqual(['GBP', 'EUR', 'AUD', 'NZD', 'JPY', 'CNY', 'USD']);
    expect(LANGUAGES).toEqual(['Deutsch', 'English', 'Español', 'Français']);
  });

  it('name every cookie and storage key once', () => {
    const cookies = Object.values(COOKIE_NAMES);
    for (const name of [
      'access_token',
      'userObject',
      'countryCode',
      'locationPermission',
      'currency_to',
      'currency_symbol',
      'user_currency',
      'currency_from',
      'user-consent',
      'signupFirstOrderClosed',
      'SignupFirstOrderActive',
    ]) {
      expect(cookies).toContain(name);
    }
    expect(new Set(cookies).size).toBe(cookies.length);
    expect(Object.values(LOCAL_STORAGE_KEYS)).toEqual(['cookieToken', 'refresh_token']);
    expect(Object.values(SESSION_STORAGE_KEYS)).toEqual([
      'sessionIdForHold',
      'email',
      'Login_Method',
      'Sign_Up_Method',
      'Buyer_User_Id',
      'Created_At',
      'fname',
      'lname',
    ]);
  });

  it('orders deal score tiers best first', () => {
    const scores = DEAL_SCORE_TIERS.map((tier) => tier.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(DEAL_SCORE_TIERS[4]).toEqual({ score: 6.2, label: 'Best Seat' });
  });

  it('shows the share message with our name instead of "the product"', () => {
    expect(SHARE_MESSAGE).toBe('Check out this event on the product!');
    expect(SHARE_MESSAGE_TEXT).toBe('Check out this event on Reprise!');
  });
});
