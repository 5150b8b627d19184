import { PRODUCT_NAME } from '@reprise/domain/constants';
import type { TokenPurpose } from '@reprise/domain/schemas/identity';
import type { MailMessage } from '../mail/mailer';

/** The page a mailed token opens: /set-password/{token} (set, reset) or /change-password/{token}. */
export function passwordLink(publicBaseUrl: string, purpose: TokenPurpose, token: string): string {
  const page = purpose === 'change' ? 'change-password' : 'set-password';
  return `${publicBaseUrl}/${page}/${token}`;
}

const COPY: Record<TokenPurpose, { subject: string; intro: string; action: string }> = {
  set: {
    subject: `Welcome to ${PRODUCT_NAME}: set your password`,
    intro: `Your ${PRODUCT_NAME} account is ready. Choose a password to finish signing up.`,
    action: 'Set your password',
  },
  reset: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, choose a new one.`,
    action: 'Choose a new password',
  },
  change: {
    subject: `Change your ${PRODUCT_NAME} password`,
    intro: 'You asked to change your password from your account page.',
    action: 'Change your password',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The set-password, reset or change mail, with its single-use link (valid 1 hour). */
export function passwordMail(
  to: string,
  firstName: string,
  purpose: TokenPurpose,
  link: string,
): MailMessage {
  const copy = COPY[purpose];
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const expiry = 'The link works once and expires in 1 hour.';
  const ignore =
    purpose === 'set'
      ? ''
      : "If you didn't ask for this, ignore this email: your password stays as it is.";
  const text = [greeting, '', copy.intro, '', `${copy.action}: ${link}`, '', expiry, ignore]
    .filter((line, i, lines) => line !== '' || lines[i - 1] !== '')
    .join('\n')
    .trim();
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${escapeHtml(link)}" style="background:#111;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p>${escapeHtml(expiry)}${ignore ? `<br>${escapeHtml(ignore)}` : ''}</p>
</body></html>`;
  return { to, subject: copy.subject, text: `${text}\n`, html };
}

/**
 * The mail to an account's owner when someone signs up with their address: the sign-up answers
 * as for a new email (so it tells no one the account exists), and the owner learns it here.
 */
export function signUpAttemptMail(to: string, firstName: string, siteUrl: string): MailMessage {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const lines = [
    `Someone just tried to sign up to ${PRODUCT_NAME} with this email address, which already has an account.`,
    `If it was you, sign in at ${siteUrl}, or choose "Forgot password" there to reset your password.`,
    "If it wasn't you, you can ignore this email: your account has not changed.",
  ];
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#111">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`;
  return {
    to,
    subject: `Signing up to ${PRODUCT_NAME}? You already have an account`,
    text: `${[greeting, '', ...lines.flatMap((line) => [line, ''])].join('\n').trim()}\n`,
    html,
  };
}
