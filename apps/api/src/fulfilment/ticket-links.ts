// Links to a buyer's ticket files: signed by us and short-lived, so a link that leaks (a shared
// screen, a forwarded page) stops working within minutes; the file route also checks that the
// signed-in buyer owns the order, so a link alone is never enough.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The files a ticket link serves. */
export const TICKET_FILE_KINDS = ['pdf', 'qr', 'ics', 'pkpass', 'file'] as const;
export type TicketFileKind = (typeof TICKET_FILE_KINDS)[number];

/** How long a ticket link works after it is issued. */
export const TICKET_LINK_TTL_MS = 10 * 60_000;

/** What a ticket link grants. */
export interface TicketLink {
  orderId: number;
  /** The ticket of the order (0-based); 0 for order-wide files (the calendar file). */
  ticketIndex: number;
  kind: TicketFileKind;
  /** When the link stops working (ms since the epoch). */
  expiresAt: number;
}

/** The key that signs ticket links, derived from the session secret. */
export function ticketLinkKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('reprise ticket links v1').digest();
}

const sign = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url');

/** A signed token for a ticket link. */
export function signTicketLink(key: Buffer, link: TicketLink): string {
  const text = `${link.orderId}.${link.ticketIndex}.${link.kind}.${link.expiresAt}`;
  return `${text}.${sign(key, text)}`;
}

/**
 * What a token grants, or `invalid` when we did not sign it; an expired link is told apart so its
 * owner can be asked to reload the page.
 */
export function readTicketLink(
  key: Buffer,
  token: string,
  now: Date,
): { status: 'ok' | 'expired'; link: TicketLink } | { status: 'invalid' } {
  const match = /^(\d{1,10})\.(\d{1,3})\.([a-z]{2,6})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(
    token,
  );
  if (!match) return { status: 'invalid' };
  const [, orderId, ticketIndex, kind, expiresAt, signature] = match;
  const expected = Buffer.from(sign(key, `${orderId}.${ticketIndex}.${kind}.${expiresAt}`));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { status: 'invalid' };
  }
  if (!(TICKET_FILE_KINDS as readonly string[]).includes(kind!)) return { status: 'invalid' };
  const link: TicketLink = {
    orderId: Number(orderId),
    ticketIndex: Number(ticketIndex),
    kind: kind as TicketFileKind,
    expiresAt: Number(expiresAt),
  };
  return { status: link.expiresAt < now.getTime() ? 'expired' : 'ok', link };
}
