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
  // Required, valid, at most 255 characters.
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['fan@', 'Must be a valid email'],
    ['fan@example', 'Must be a valid email'],
    ['fan@example.com', null],
    [`${'a'.repeat(244)}@example.com`, M.emailTooLong],
  ])('login email %j: %j', (email, message) => {
    expect(validateLoginEmail(email)).toBe(message);
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

  const pattern =
    'Must Contain 8 Characters, at least 1 Uppercase, 1 Lowercase, 1 Number and 1 Special Character';
  // Required, 8–21 with upper, lower, digit and one of ! @ # % & *.
  it.each([
    ['', 'Password is required'],
    ['Ab1!', pattern],
    ['abcdefg1!', pattern],
    ['ABCDEFG1!', pattern],
    ['Abcdefgh!', pattern],
    ['Abcdefgh1', pattern],
    ['Abcdefg1$', pattern],
    ['Abcdefg1!', null],
    [`Abcdefg1!${'x'.repeat(12)}`, null],
    [`Abcdefg1!${'x'.repeat(13)}`, M.passwordTooLong],
  ])('new password %j: %j', (password, message) => {
    expect(validateNewPassword(password)).toBe(message);
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
