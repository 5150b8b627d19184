import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The configured secret, or one generated once and kept in the data folder (never in production). */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    // 0600: the secret signs sessions; nobody else on the machine should read it.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
