import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account-fields';
import { callingCodeOfCountry, validatePhoneNumber } from './phone-number';

describe('validatePhoneNumber (the four phone messages)', () => {
  it('accepts an empty phone (optional) and valid numbers by country', () => {
    expect(validatePhoneNumber('', '44')).toBeNull();
    expect(validatePhoneNumber('7400123456', '44')).toBeNull();
    expect(validatePhoneNumber('2025550123', '1')).toBeNull();
    expect(validatePhoneNumber('2025550123', '+1')).toBeNull();
  });

  it('says Invalid country code for a calling code no country uses', () => {
    expect(validatePhoneNumber('7400123456', '999')).toBe(ACCOUNT_MESSAGES.phoneCountryInvalid);
    expect(validatePhoneNumber('7400123456', '')).toBe(ACCOUNT_MESSAGES.phoneCountryInvalid);
    expect(validatePhoneNumber('7400123456', '4a')).toBe(ACCOUNT_MESSAGES.phoneCountryInvalid);
  });

  it('says Too short and Too long by the country plan, and Too long past 25 digits', () => {
    expect(validatePhoneNumber('74001', '44')).toBe(ACCOUNT_MESSAGES.phoneTooShort);
    expect(validatePhoneNumber('740012345678901', '44')).toBe(ACCOUNT_MESSAGES.phoneTooLong);
    expect(validatePhoneNumber('1'.repeat(26), '44')).toBe(ACCOUNT_MESSAGES.phoneTooLong);
  });

  it('says Invalid Phone Number for a right-length number outside the plan or non-digits', () => {
    expect(validatePhoneNumber('0000000000', '44')).toBe(ACCOUNT_MESSAGES.phoneInvalid);
    expect(validatePhoneNumber('74-00123456', '44')).toBe(ACCOUNT_MESSAGES.phoneInvalid);
  });

  it('finds a country calling code, reading uk as gb', () => {
    expect(callingCodeOfCountry('uk')).toBe('44');
    expect(callingCodeOfCountry('GB')).toBe('44');
    expect(callingCodeOfCountry('us')).toBe('1');
    expect(callingCodeOfCountry('noc')).toBeNull();
    expect(callingCodeOfCountry(null)).toBeNull();
  });
});
