// Serves one ticket file to the order's buyer only. A link that is not ours, or that names
// another buyer's order, answers 404 like a file that does not exist (nothing tells a stranger
// an order is there); the owner's expired link answers 410 so the page can offer a fresh one.

import { deliveryMethod } from '@reprise/domain/delivery/delivery-method';
import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import { DomainError } from '../platform/errors/domain-error';
import { findOrderForDelivery, ticketFilesOf } from './delivery-queries';
import type { FulfilmentContext } from './fulfilment-context';
import { orderCalendar } from './ticket-calendar';
import { qrPng, ticketPdf } from './ticket-document';
import { ticketFacts } from './ticket-facts';
import { readTicketLink } from './ticket-links';

export interface TicketFile {
  bytes: Buffer | Uint8Array | string;
  contentType: string;
  fileName: string;
}

const notFound = () =>
  new DomainError('TICKET_NOT_FOUND', 'There is no such ticket file for you.', 'token');

/** The file a signed link names, for its order's buyer; 404 for anyone else, 410 once expired. */
export async function ticketFile(
  ctx: FulfilmentContext,
  buyerId: number | null,
  token: string,
): Promise<TicketFile> {
  const read = readTicketLink(ctx.linkKey, token, ctx.now());
  if (read.status === 'invalid' || buyerId === null) throw notFound();
  const { link } = read;
  const db = ctx.database.db;
  const row = await findOrderForDelivery(db, link.orderId);
  if (!row || row.order.buyerId !== buyerId || link.ticketIndex >= row.order.quantity) {
    throw notFound();
  }
  if (read.status === 'expired') {
    throw new DomainError(
      'TICKET_LINK_EXPIRED',
      'This ticket link has expired. Reload your order page for a new one.',
      'token',
    );
  }
  const base = `${row.order.confirmationNumber}-${link.ticketIndex + 1}`;
  if (link.kind === 'ics') {
    const url = `${ctx.publicBaseUrl}/mytickets/${row.order.id}`;
    return {
      bytes: orderCalendar(row, url),
      contentType: 'text/calendar; charset=utf-8',
      fileName: `${row.order.confirmationNumber}.ics`,
    };
  }
  const delivered =
    row.order.deliveryStatusId === DELIVERY_STATUS_IDS.completed &&
    deliveryMethod(row.listing.ticketTypeId) === 'document';
  if (link.kind === 'file') {
    const file = (await ticketFilesOf(db, row.order.id)).find(
      (f) => f.ticketIndex === link.ticketIndex,
    );
    const bytes = file ? await ctx.store.get(file.storageKey) : null;
    if (!file || !bytes || row.order.deliveryStatusId !== DELIVERY_STATUS_IDS.completed) {
      throw notFound();
    }
    return { bytes, contentType: file.contentType, fileName: `${base}.pdf` };
  }
  if (!delivered) throw notFound();
  const facts = ticketFacts(ctx.codeKey, row, link.ticketIndex);
  if (link.kind === 'qr')
    return { bytes: await qrPng(facts.code), contentType: 'image/png', fileName: `${base}.png` };
  if (link.kind === 'pkpass') {
    if (!ctx.wallet) throw notFound();
    return {
      bytes: ctx.wallet.pass(facts, `${row.order.id}-${link.ticketIndex}`),
      contentType: 'application/vnd.apple.pkpass',
      fileName: `${base}.pkpass`,
    };
  }
  // Our own PDF is made once and kept in the store: every later download is the same file.
  const key = `orders/${row.order.id}/ticket-${link.ticketIndex}.pdf`;
  const kept = await ctx.store.get(key);
  if (kept) return { bytes: kept, contentType: 'application/pdf', fileName: `${base}.pdf` };
  const pdf = await ticketPdf(facts);
  await ctx.store.put(key, pdf);
  return { bytes: pdf, contentType: 'application/pdf', fileName: `${base}.pdf` };
}
