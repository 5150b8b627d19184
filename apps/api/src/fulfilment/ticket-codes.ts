// The payload of a ticket's QR code, signed by us: a gate scanner (or support) can tell a code we
// issued from a forged or edited one. It names the order, the ticket and its seat, so a code copied
// onto another ticket fails too. The key is derived from the session secret for this one purpose.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'RPT1';

/** What a ticket code says. */
export interface TicketCode {
  orderId: number;
  ticketIndex: number;
  /** The seat number, or null for general admission. */
  seat: number | null;
}

/** The key that signs ticket codes, derived from the session secret. */
export function ticketCodeKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('reprise ticket codes v1').digest();
}

const body = (code: TicketCode) =>
  `${PREFIX}.${code.orderId}.${code.ticketIndex}.${code.seat ?? 'GA'}`;

const sign = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest().subarray(0, 18).toString('base64url');

/** The signed payload of one ticket's QR code. */
export function signTicketCode(key: Buffer, code: TicketCode): string {
  const text = body(code);
  return `${text}.${sign(key, text)}`;
}

/** The ticket a payload names, or null when it is not one we signed (forged, edited, truncated). */
export function verifyTicketCode(key: Buffer, payload: string): TicketCode | null {
  const match = /^RPT1\.(\d{1,10})\.(\d{1,3})\.(\d{1,6}|GA)\.([A-Za-z0-9_-]{24})$/.exec(payload);
  if (!match) return null;
  const [, orderId, ticketIndex, seat, signature] = match;
  const text = `${PREFIX}.${orderId}.${ticketIndex}.${seat}`;
  const expected = Buffer.from(sign(key, text));
  const given = Buffer.from(signature!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return {
    orderId: Number(orderId),
    ticketIndex: Number(ticketIndex),
    seat: seat === 'GA' ? null : Number(seat),
  };
}
