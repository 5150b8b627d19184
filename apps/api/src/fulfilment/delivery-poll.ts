// One round of the delivery job: ask the connected sources about the orders still waiting, mark
// the orders whose seller missed the deadline, and send the mails those moves left in the
// timeline. Every step is idempotent, so a round cut short is simply finished by the next one.
import { DELIVERY_STATUS_IDS } from '@reprise/domain/ids';
import type { UpstreamDelivery } from '../sources/public';
import {
  findOrderForDelivery,
  insertTicketFile,
  type OrderForDelivery,
  overdueOrders,
  pendingSourceOrders,
  updateDelivery,
} from './delivery-queries';
import { deliveredMail, moveDelivery, recordStep } from './delivery-service';
import type { FulfilmentContext } from './fulfilment-context';
import { sendTimelineMails } from './mail-outbox';

const BATCH = 100;

export interface PollSummary {
  asked: number;
  moved: number;
  overdue: number;
  mailed: number;
}

/** Applies what a source said about one order; answers whether its status moved. */
export async function applySourceReport(
  ctx: FulfilmentContext,
  row: OrderForDelivery,
  report: UpstreamDelivery,
): Promise<boolean> {
  const db = ctx.database.db;
  const orderId = row.order.id;
  const now = ctx.now();
  if (report.carrier || report.trackingNumber) {
    await updateDelivery(db, orderId, {
      carrier: report.carrier,
      trackingNumber: report.trackingNumber,
    });
    if (report.state === 'shipped' || report.state === 'delivered') {
      await recordStep(
        db,
        orderId,
        'shipped',
        {
          actor: 'source',
          reason: `The seller posted the tickets${report.carrier ? ` with ${report.carrier}` : ''}`,
          detail: {
            ...(report.carrier ? { carrier: report.carrier } : {}),
            ...(report.trackingNumber ? { trackingNumber: report.trackingNumber } : {}),
          },
          mail: 'shipped',
        },
        now,
      );
    }
  }
  for (const file of report.files) {
    if (file.ticketIndex >= row.order.quantity) continue;
    const key = `orders/${orderId}/source-ticket-${file.ticketIndex}.pdf`;
    await ctx.store.put(key, file.bytes);
    await insertTicketFile(db, {
      orderId,
      ticketIndex: file.ticketIndex,
      storageKey: key,
      contentType: file.contentType,
    });
  }
  if (report.state === 'delivered' || report.state === 'transferred') {
    if (report.transferEmail)
      await updateDelivery(db, orderId, { transferEmail: report.transferEmail });
    const transferEmail = report.transferEmail ?? row.order.contactEmail;
    const outcome = await moveDelivery(
      db,
      orderId,
      DELIVERY_STATUS_IDS.completed,
      {
        actor: 'source',
        ...(report.state === 'transferred'
          ? {
              reason: `The seller transferred the tickets to ${transferEmail} and the transfer was accepted`,
              detail: { transferEmail },
            }
          : { reason: 'The seller reports the tickets delivered' }),
        mail: deliveredMail(row.listing.ticketTypeId),
      },
      now,
    );
    if (outcome === 'moved') await updateDelivery(db, orderId, { deliveredAt: now });
    return outcome === 'moved';
  }
  if (report.state === 'failed') {
    const outcome = await moveDelivery(
      db,
      orderId,
      DELIVERY_STATUS_IDS.incompleted,
      {
        actor: 'source',
        reason: `The seller could not deliver${report.reason ? `: ${report.reason}` : ''}`,
        ...(report.reason ? { detail: { sellerReason: report.reason } } : {}),
        mail: 'delivery_late',
      },
      now,
    );
    return outcome === 'moved';
  }
  return false;
}

/** Asks each connected source about its waiting orders, least recently asked first. */
async function askSources(ctx: FulfilmentContext): Promise<{ asked: number; moved: number }> {
  const db = ctx.database.db;
  let asked = 0;
  let moved = 0;
  for (const { orderId } of await pendingSourceOrders(db, ctx.deliveries.sources, BATCH)) {
    const row = await findOrderForDelivery(db, orderId);
    const reporter = row ? ctx.deliveries.of(row.source) : null;
    if (!row || !reporter) continue;
    const report = await reporter.orderDelivery({
      orderId,
      externalOrderId: row.order.externalOrderId,
    });
    asked++;
    await updateDelivery(db, orderId, { checkedAt: ctx.now() });
    if (report && (await applySourceReport(ctx, row, report))) moved++;
  }
  return { asked, moved };
}

/** Marks undelivered orders past their deadline incompleted, telling the buyer what happens next. */
export async function markOverdue(ctx: FulfilmentContext): Promise<number> {
  let count = 0;
  const now = ctx.now();
  for (const { orderId } of await overdueOrders(ctx.database.db, now, BATCH)) {
    const outcome = await moveDelivery(
      ctx.database.db,
      orderId,
      DELIVERY_STATUS_IDS.incompleted,
      {
        actor: 'deadline',
        reason: 'The seller did not deliver by the in-hand date; support is following up',
        mail: 'delivery_late',
      },
      now,
    );
    if (outcome === 'moved') count++;
  }
  return count;
}

/** One round: sources, deadlines, then the mails of both. */
export async function pollDeliveries(ctx: FulfilmentContext): Promise<PollSummary> {
  const { asked, moved } = await askSources(ctx);
  const overdue = await markOverdue(ctx);
  const mailed = await sendTimelineMails(ctx);
  return { asked, moved, overdue, mailed };
}
