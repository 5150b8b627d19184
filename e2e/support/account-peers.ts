// The outside world of the accounts e2e: a real SMTP peer the server sends mail to, and a real
// OAuth2/OIDC server standing in for Google and Facebook. The starters are the API tests' own
// (apps/api/src/test-support); this adds what a browser test needs: the server's environment for
// both, and the links in a mail once it arrives.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startOAuthProvider } from '@reprise/api/test-support/oauth-provider';
import { startSmtpPeer } from '@reprise/api/test-support/smtp-peer';

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
export type OAuthProvider = Awaited<ReturnType<typeof startOAuthProvider>>;

export { startOAuthProvider, startSmtpPeer };

/** The server's environment for sending mail to `smtp` and signing in through `oauth`. */
export function accountPeersEnv(smtp: SmtpPeer, oauth: OAuthProvider): Record<string, string> {
  const env: Record<string, string> = { SMTP_URL: smtp.url };
  for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
    env[`${provider}_CLIENT_ID`] = `${provider.toLowerCase()}-client`;
    env[`${provider}_CLIENT_SECRET`] = `${provider.toLowerCase()}-secret`;
    env[`${provider}_AUTH_URL`] = `${oauth.issuer}/authorize`;
    env[`${provider}_TOKEN_URL`] = `${oauth.issuer}/token`;
  }
  env.GOOGLE_USERINFO_URL = `${oauth.issuer}/userinfo`;
  env.FACEBOOK_PROFILE_URL = `${oauth.issuer}/userinfo`;
  return env;
}

/** A raw message's text with quoted-printable soft breaks and escapes undone. */
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The first link in a mail's text whose path starts with `pathPrefix` and ends in a token. */
function linkIn(text: string, pathPrefix: string): string | undefined {
  return text.match(new RegExp(`https?://[^\\s"'<>]+${pathPrefix}[\\w-]+`))?.[0];
}

/**
 * Waits for the `count`-th mail to `address` (the server sends after answering) and returns the
 * first link in it whose path starts with `pathPrefix` (e.g. '/set-password/').
 */
export async function waitForMailLink(
  smtp: SmtpPeer,
  address: string,
  pathPrefix: string,
  count = 1,
): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = smtp.to(address);
    if (mails.length >= count) {
      const text = decodeMail(mails[count - 1]!.raw);
      const link = linkIn(text, pathPrefix);
      if (!link) throw new Error(`mail ${count} to ${address} has no ${pathPrefix} link:\n${text}`);
      return link;
    }
    if (Date.now() > deadline) {
      throw new Error(`no mail ${count} to ${address} within 15 s (got ${mails.length})`);
    }
    await sleep(100);
  }
}

/**
 * The `pathPrefix` link of the newest mail to `address` in a server's outbox (`DATA_DIR/outbox`,
 * where mail goes when no SMTP_URL is set), waiting for it to be written.
 */
export async function waitForOutboxLink(
  dataDir: string,
  address: string,
  pathPrefix: string,
): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(outbox).catch(() => [] as string[]))
      .filter((file) => file.endsWith(`-${address}.eml`))
      .sort();
    const newest = files.at(-1);
    if (newest) {
      const link = linkIn(decodeMail(await readFile(join(outbox, newest), 'utf8')), pathPrefix);
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no outbox mail to ${address} within 15 s`);
    await sleep(100);
  }
}
