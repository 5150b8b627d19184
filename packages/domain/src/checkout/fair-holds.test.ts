import { describe, expect, it } from 'vitest';
import { MAX_TICKET_QUANTITY } from '../constants';
import { cooldownMessage, MAX_SEATS_HELD_PER_BUYER, minutesUntil } from './fair-holds';

describe('fair holds', () => {
  it('caps a buyer at the spec’s ticket maximum', () => {
    expect(MAX_SEATS_HELD_PER_BUYER).toBe(MAX_TICKET_QUANTITY);
  });

  it('rounds the wait up to whole minutes, at least one', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(minutesUntil(new Date('2026-11-26T10:02:00Z'), now)).toBe(2);
    expect(minutesUntil(new Date('2026-11-26T10:01:01Z'), now)).toBe(2);
    expect(minutesUntil(new Date('2026-11-26T10:00:05Z'), now)).toBe(1);
    expect(minutesUntil(new Date('2026-11-26T09:59:00Z'), now)).toBe(1);
  });

  it('says when the fan can hold the tickets again', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(cooldownMessage(new Date('2026-11-26T10:00:30Z'), now)).toMatch(
      /hold them again in 1 minute\.$/,
    );
    expect(cooldownMessage(new Date('2026-11-26T10:02:00Z'), now)).toMatch(
      /hold them again in 2 minutes\.$/,
    );
  });
});
