import type { CreateAlertBody } from '@reprise/domain/alerts/alert-schemas';
import { getEvent, getSeatingPlan } from '../events/public';
import { ratesFor } from '../money/public';
import { verifyUnsubscribeToken } from '../notifications/public';
import { DomainError } from '../platform/errors/domain-error';
import type { Context } from '../platform/service-context';
import {
  alertExists,
  endAlert,
  findOpenBuyerAlerts,
  insertAlert,
  type PriceAlertRow,
} from './alert-queries';

/** The API shape of an alert. */
export function toAlert(row: PriceAlertRow) {
  return {
    id: row.id,
    eventId: row.eventId,
    quantity: row.quantity,
    zoneId: row.zoneId,
    section: row.section,
    targetMinor: row.targetMinor,
    currency: row.currency,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/**
 * Sets an alert for the signed-in fan: the event must exist and not have started, the zone must
 * be one of its seating plan, and the currency one we price in.
 */
export async function createAlert(ctx: Context, buyerId: number, body: CreateAlertBody, now: Date) {
  const event = await getEvent(ctx.db, body.eventId);
  if (new Date(event.startsAt) <= now) {
    throw new DomainError(
      'EVENT_NOT_ON_SALE',
      'This event has started, so no alert can be set for it.',
      'eventId',
    );
  }
  await ratesFor(ctx.db, ctx.cache, { currency: body.currency });
  if (body.zoneId) {
    const plan = await getSeatingPlan(ctx, body.eventId);
    const known = [...plan.sections.values()].some((s) => s.zone?.id === body.zoneId);
    if (!known) {
      throw new DomainError(
        'VALIDATION_FAILED',
        `zoneId ${body.zoneId} is not a zone of this event`,
        'zoneId',
      );
    }
  }
  const row = await insertAlert(ctx.db, {
    buyerId,
    eventId: body.eventId,
    quantity: body.quantity,
    zoneId: body.zoneId ?? null,
    section: body.section ?? null,
    targetMinor: body.targetMinor,
    currency: body.currency,
  });
  return toAlert(row);
}

/** The fan's open alerts on an event. */
export async function listMyAlerts(ctx: Context, buyerId: number, eventId: number, now: Date) {
  return (await findOpenBuyerAlerts(ctx.db, buyerId, eventId, now)).map((row) =>
    toAlert(row.alert),
  );
}

/** Ends one of the fan's own alerts; 404 for another fan's, an unknown or an ended one. */
export async function endMyAlert(ctx: Context, buyerId: number, alertId: number, now: Date) {
  if (!(await endAlert(ctx.db, alertId, 'unsubscribed', now, buyerId))) {
    throw new DomainError('NOT_FOUND', `You have no open alert ${alertId}.`, 'alertId');
  }
}

/**
 * The one-click unsubscribe of the mail: the signed token is the proof, no session is needed.
 * Clicking twice is fine (the alert stays ended); a token we did not sign is a 400.
 */
export async function unsubscribeAlert(ctx: Context, token: string, secret: string, now: Date) {
  const alertId = verifyUnsubscribeToken(token, secret, 'priceAlert');
  if (alertId === null || !(await alertExists(ctx.db, alertId))) {
    throw new DomainError(
      'TOKEN_INVALID',
      'This unsubscribe link is not valid. Open the link from the mail as it was sent.',
      'token',
    );
  }
  await endAlert(ctx.db, alertId, 'unsubscribed', now);
  return { alertId, ended: true as const };
}
