// Server answers of the accounts calls whose wording is ours to choose: friendly, and the same for
// every case an attacker would like to tell apart.

export const IDENTITY_MESSAGES = {
  registered: 'Thanks! Check your email: we have sent you what you need to finish signing up.',
  invalidCredentials: 'The email or password is incorrect.',
  resetRequested: "If an account exists for that email, we've sent a link to reset your password.",
  tokenInvalid: 'This link has expired or was already used. Ask for a new one.',
  passwordSet: 'Your password has been saved and you are signed in.',
  passwordChanged: 'Your password has been changed.',
  oldPasswordWrong: 'The old password is incorrect.',
  noPasswordYet: 'Your account has no password yet. Use Forgot Password to set one.',
} as const;
