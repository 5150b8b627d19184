// The timeline is the outbox of delivery mails: a move and its mail are written in one
// transaction, and this sends what is still unsent. A mail is claimed before it is sent (one copy
// sends it) and given back when sending fails, so it is tried again next round.
import { formatSeats } from '@reprise/domain/delivery/seat-allocation';
import { mailText } from '../mail/mail-text';
import { deliveryMail, isMailKind } from './delivery-mails';
import { findDelivery, findOrderForDelivery } from './delivery-queries';
import type { FulfilmentContext } from './fulfilment-context';
import { eventTime } from './ticket-document';
import { claimMail, releaseMail, unmailedEntries } from './timeline-queries';

const BATCH = 50;

/** Sends the timeline's unsent mails; answers how many went out. */
export async function sendTimelineMails(ctx: FulfilmentContext): Promise<number> {
  const db = ctx.database.db;
  let sent = 0;
  for (const entry of await unmailedEntries(db, BATCH)) {
    if (!entry.mail || !isMailKind(entry.mail)) continue;
    if (!(await claimMail(db, entry.id, ctx.now()))) continue;
    try {
      const row = await findOrderForDelivery(db, entry.orderId);
      if (!row) continue;
      const delivery = await findDelivery(db, entry.orderId);
      const { order, listing } = row;
      const text = mailText(order.language);
      await ctx.mailer.send(
        deliveryMail(entry.mail, {
          to: order.contactEmail,
          language: order.language,
          firstName: order.contactFirstName,
          confirmationNumber: order.confirmationNumber,
          eventName: row.eventName,
          when: eventTime(row.eventStartsAt, row.venueTimezone, text.dateLocale),
          venueName: row.venueName,
          seats: text.place(listing.section, listing.row, formatSeats(order.seatNumbers ?? [])),
          method: delivery?.method ?? 'document',
          orderUrl: `${ctx.publicBaseUrl}/mytickets/${order.id}`,
          carrier: delivery?.carrier ?? undefined,
          trackingNumber: delivery?.trackingNumber ?? undefined,
          transferEmail: delivery?.transferEmail ?? undefined,
        }),
      );
      sent++;
    } catch (error) {
      ctx.log.warn({ err: error, timelineId: entry.id }, 'delivery mail not sent; will retry');
      await releaseMail(db, entry.id);
    }
  }
  return sent;
}
