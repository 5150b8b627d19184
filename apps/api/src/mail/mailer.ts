import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailConfig {
  /** smtp:// or smtps:// URL (SMTP_URL); absent writes each message to `outboxDir`. */
  smtpUrl?: string;
  /** DATA_DIR/outbox: where messages go when no SMTP server is configured. */
  outboxDir: string;
  /** From header (MAIL_FROM). */
  from: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe on mails a fan can stop). */
  headers?: Record<string, string>;
}

// A message carries a sign-in link: its text and its links are never logged. The log names the
// outbox file, or the SMTP message id, so an operator can find a message without reading it.
/** Sends mail with nodemailer: over SMTP when configured, else as .eml files in the outbox. */
export class Mailer {
  readonly #config: MailConfig;
  readonly #log: FastifyBaseLogger;
  readonly #transport: Transporter;

  constructor(config: MailConfig, log: FastifyBaseLogger) {
    this.#config = config;
    this.#log = log;
    this.#transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.#transport.sendMail({ from: this.#config.from, ...message });
    if (this.#config.smtpUrl) {
      this.#log.info({ messageId: info.messageId }, 'mail sent');
      return;
    }
    await mkdir(this.#config.outboxDir, { recursive: true });
    const file = join(this.#config.outboxDir, outboxFileName(message.to));
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.#log.info({ file }, 'mail written to the outbox');
  }

  close(): void {
    this.#transport.close();
  }
}

let sequence = 0;

/** `<timestamp>-<to>.eml`, with the address reduced to characters safe in any file system. */
export function outboxFileName(to: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  sequence = (sequence + 1) % 1000;
  const safeTo = to
    .toLowerCase()
    .replace(/[^a-z0-9@._-]/g, '_')
    .slice(0, 100);
  return `${stamp}-${String(sequence).padStart(3, '0')}-${safeTo}.eml`;
}
