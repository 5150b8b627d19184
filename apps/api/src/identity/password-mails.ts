import type { TokenPurpose } from '@reprise/domain/schemas/identity';
import { type MailKey, type MailText, mailText } from '../mail/mail-text';
import type { MailMessage } from '../mail/mailer';
import type { BuyerRow } from './buyer-queries';

/** The page a mailed token opens: /set-password/{token} (set, reset) or /change-password/{token}. */
export function passwordLink(publicBaseUrl: string, purpose: TokenPurpose, token: string): string {
  const page = purpose === 'change' ? 'change-password' : 'set-password';
  return `${publicBaseUrl}/${page}/${token}`;
}

const COPY: Record<TokenPurpose, { subject: MailKey; intro: MailKey; action: MailKey }> = {
  set: {
    subject: 'password.set.subject',
    intro: 'password.set.intro',
    action: 'password.set.action',
  },
  reset: {
    subject: 'password.reset.subject',
    intro: 'password.reset.intro',
    action: 'password.reset.action',
  },
  change: {
    subject: 'password.change.subject',
    intro: 'password.change.intro',
    action: 'password.change.action',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const greetingOf = (text: MailText, firstName: string) =>
  firstName ? text.t('common.greeting', { name: firstName }) : text.t('common.greetingNoName');

/** Who a mail about an account goes to, and the language it is written in. */
export type AccountRecipient = Pick<BuyerRow, 'email' | 'firstName' | 'language'>;

/** The set-password, reset or change mail, with its single-use link (valid 1 hour). */
export function passwordMail(
  to: AccountRecipient,
  purpose: TokenPurpose,
  link: string,
): MailMessage {
  const text = mailText(to.language);
  const { t } = text;
  const copy = COPY[purpose];
  const greeting = greetingOf(text, to.firstName);
  const intro = t(copy.intro);
  const action = t(copy.action);
  const expiry = t('password.expiry');
  const ignore = purpose === 'set' ? '' : t('password.ignore');
  const body = [greeting, '', intro, '', `${action}: ${link}`, '', expiry, ignore]
    .filter((line, i, lines) => line !== '' || lines[i - 1] !== '')
    .join('\n')
    .trim();
  const html = `<!doctype html><html lang="${to.language}"><body style="font-family:sans-serif;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="background:#111;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p>${escapeHtml(expiry)}${ignore ? `<br>${escapeHtml(ignore)}` : ''}</p>
</body></html>`;
  return { to: to.email, subject: t(copy.subject), text: `${body}\n`, html };
}

/**
 * The mail to an account's owner when someone signs up with their address: the sign-up answers
 * as for a new email (so it tells no one the account exists), and the owner learns it here, in
 * the owner's language (not the sign-up's).
 */
export function signUpAttemptMail(to: AccountRecipient, siteUrl: string): MailMessage {
  const text = mailText(to.language);
  const { t } = text;
  const greeting = greetingOf(text, to.firstName);
  const lines = [
    t('signUpAttempt.tried'),
    t('signUpAttempt.ifYou', { url: siteUrl }),
    t('signUpAttempt.ifNotYou'),
  ];
  const html = `<!doctype html><html lang="${to.language}"><body style="font-family:sans-serif;color:#111">
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</body></html>`;
  return {
    to: to.email,
    subject: t('signUpAttempt.subject'),
    text: `${[greeting, '', ...lines.flatMap((line) => [line, ''])].join('\n').trim()}\n`,
    html,
  };
}
