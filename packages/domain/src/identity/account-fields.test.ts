import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES as M,
  PASSWORD_HELP_TEXT,
  phoneDigits,
  validateConfirmPassword,
  validateFirstOrderEmail,
  validateFirstOrderName,
  validateForgotEmail,
  validateLoginEmail,
  validateLoginPassword,
  validateNewPassword,
  validateOldPassword,
  validateSignUpName,
} from './account-fields';

describe('account field rules and messages', () => {
  it('login email: required, valid, at most 255 characters', () => {
    expect(validateLoginEmail('')).toBe('Email is required');
    expect(validateLoginEmail('   ')).toBe('Email is required');
    expect(validateLoginEmail('fan@')).toBe('Must be a valid email');
    expect(validateLoginEmail('fan@example')).toBe('Must be a valid email');
    expect(validateLoginEmail('fan@example.com')).toBeNull();
    expect(validateLoginEmail(`${'a'.repeat(244)}@example.com`)).toBe(M.emailTooLong);
  });

  it('login password: required', () => {
    expect(validateLoginPassword('')).toBe('Password is required');
    expect(validateLoginPassword('x')).toBeNull();
  });

  it('sign-up names: required; letters and digits only on wide screens', () => {
    expect(validateSignUpName('', 'first')).toBe('First name is required');
    expect(validateSignUpName('', 'last')).toBe('Last name is required');
    expect(validateSignUpName('Ann!', 'first')).toBe(
      'Special characters are not allowed in the First Name',
    );
    expect(validateSignUpName('O’Neil', 'last')).toBe(
      'Special characters are not allowed in the Last Name',
    );
    expect(validateSignUpName('O’Neil', 'last', false)).toBeNull();
    expect(validateSignUpName('José', 'first')).toBeNull();
    expect(validateSignUpName('Mary Ann', 'first')).toBeNull();
  });

  it('first-order form: *Required, no leading space, valid email', () => {
    expect(validateFirstOrderName('', 'first')).toBe('*Required');
    expect(validateFirstOrderName(' Ann', 'first')).toBe(
      'First name should not start with a space',
    );
    expect(validateFirstOrderName(' Lee', 'last')).toBe('Last name should not start with a space');
    expect(validateFirstOrderName('Ann', 'first')).toBeNull();
    expect(validateFirstOrderEmail('')).toBe('*Required');
    expect(validateFirstOrderEmail(' fan@example.com')).toBe('Invalid email');
    expect(validateFirstOrderEmail('nope')).toBe('Invalid email');
    expect(validateFirstOrderEmail('fan@example.com')).toBeNull();
  });

  it('forgot password email', () => {
    expect(validateForgotEmail('')).toBe('Email is required');
    expect(validateForgotEmail('x@y')).toBe('Please enter a valid email address');
    expect(validateForgotEmail('x@y.io')).toBeNull();
  });

  it('new password: required, 8–21 with upper, lower, digit and one of ! @ # % & *', () => {
    const pattern =
      'Must Contain 8 Characters, at least 1 Uppercase, 1 Lowercase, 1 Number and 1 Special Character';
    expect(validateNewPassword('')).toBe('Password is required');
    expect(validateNewPassword('Ab1!')).toBe(pattern);
    expect(validateNewPassword('abcdefg1!')).toBe(pattern);
    expect(validateNewPassword('ABCDEFG1!')).toBe(pattern);
    expect(validateNewPassword('Abcdefgh!')).toBe(pattern);
    expect(validateNewPassword('Abcdefgh1')).toBe(pattern);
    expect(validateNewPassword('Abcdefg1$')).toBe(pattern);
    expect(validateNewPassword('Abcdefg1!')).toBeNull();
    expect(validateNewPassword(`Abcdefg1!${'x'.repeat(12)}`)).toBeNull();
    expect(validateNewPassword(`Abcdefg1!${'x'.repeat(13)}`)).toBe(M.passwordTooLong);
  });

  it('confirm password: required, same rule, equal', () => {
    expect(validateConfirmPassword('', 'Abcdefg1!')).toBe('Confirm Password is required');
    expect(validateConfirmPassword('Abcdefg1#', 'Abcdefg1!')).toBe('Passwords must match');
    expect(validateConfirmPassword('Abcdefg1!', 'Abcdefg1!')).toBeNull();
    expect(validateOldPassword('')).toBe('Old Password is required');
  });

  it('states the rule it enforces in the help text', () => {
    expect(PASSWORD_HELP_TEXT).toBe(
      '8 to 21 characters, with at least 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character (! @ # % & *).',
    );
  });

  it('strips every non-digit from a phone number', () => {
    expect(phoneDigits('+44 (0) 7700-900 123')).toBe('4407700900123');
  });
});
