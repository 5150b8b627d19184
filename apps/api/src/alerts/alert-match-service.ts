// One match run: end the alerts of events that started, match the open alerts of the changed
// events against their listings on sale, claim each answered alert for today (one mail per alert
// per day, whatever runs at once) and mail it. Runs in the job queue only, never in a request.
import { performance } from 'node:perf_hooks';
import { alertDay } from '@reprise/domain/alerts/alert-match';
import { getEvent, getSeatingPlan, type SeatingPlan } from '../events/public';
import type { MailJobContext } from '../mail/mail-job-context';
import { loadRates } from '../money/public';
import { unsubscribeToken } from '../notifications/public';
import type { Context } from '../platform/service-context';
import { findAlertCandidates } from './alert-candidate-queries';
import { priceAlertMail } from './alert-mail';
import { type EventCandidate, matchAlerts } from './alert-matcher';
import {
  claimAlertsForDay,
  endStartedAlerts,
  findAlertsToMatch,
  releaseAlertDay,
} from './alert-queries';

export interface AlertMatchContext extends Context, MailJobContext {}

/** What a run did (the log line and the bench read it). */
export interface AlertMatchSummary {
  alerts: number;
  listings: number;
  matched: number;
  mailed: number;
  /** Milliseconds from the start until the answered alerts were found and claimed (mail after). */
  matchMs: number;
}

/** The unsubscribe URL of an alert: the API's one-click call with the signed token. */
export function unsubscribeUrl(publicBaseUrl: string, alertId: number, secret: string): string {
  return `${publicBaseUrl}/api/alerts/unsubscribe?token=${unsubscribeToken(alertId, secret, 'priceAlert')}`;
}

function zoneOf(plan: SeatingPlan, section: string) {
  return plan.sections.get(section.toLowerCase())?.zone ?? null;
}

/** Matches the open alerts of the events against their listings and mails the answered ones. */
export async function runAlertMatch(
  ctx: AlertMatchContext,
  eventIds: readonly number[],
): Promise<AlertMatchSummary> {
  const started = performance.now();
  const now = ctx.now();
  const day = alertDay(now);
  await endStartedAlerts(ctx.db, now);
  const alerts = eventIds.length > 0 ? await findAlertsToMatch(ctx.db, eventIds, day) : [];
  if (alerts.length === 0) return { alerts: 0, listings: 0, matched: 0, mailed: 0, matchMs: 0 };
  const alertEvents = [...new Set(alerts.map((a) => a.eventId))];
  const [rows, rates] = await Promise.all([
    findAlertCandidates(ctx.db, alertEvents, now),
    loadRates(ctx.db, ctx.cache),
  ]);
  const plans = new Map<number, SeatingPlan>();
  for (const eventId of alertEvents) plans.set(eventId, await getSeatingPlan(ctx, eventId));
  const candidates: EventCandidate[] = rows.map((row) => ({
    ...row,
    zoneId: zoneOf(plans.get(row.eventId)!, row.section)?.id ?? null,
  }));
  const hits = matchAlerts(alerts, candidates, rates);
  if (hits.length === 0) {
    const matchMs = performance.now() - started;
    return { alerts: alerts.length, listings: rows.length, matched: 0, mailed: 0, matchMs };
  }
  const claimed = await claimAlertsForDay(
    ctx.db,
    hits.map((hit) => hit.alert.id),
    day,
  );
  const matchMs = performance.now() - started;
  const recipients = new Map(claimed.map((row) => [row.id, row]));
  let mailed = 0;
  const eventsById = new Map<number, Awaited<ReturnType<typeof getEvent>>>();
  for (const hit of hits) {
    const recipient = recipients.get(hit.alert.id);
    if (!recipient) continue;
    let event = eventsById.get(hit.alert.eventId);
    if (!event) {
      event = await getEvent(ctx.db, hit.alert.eventId);
      eventsById.set(event.id, event);
    }
    const plan = plans.get(hit.alert.eventId)!;
    const zone = hit.alert.zoneId
      ? ([...plan.sections.values()].find((s) => s.zone?.id === hit.alert.zoneId)?.zone ?? null)
      : null;
    const message = priceAlertMail(
      {
        to: recipient.email,
        language: recipient.language,
        firstName: recipient.firstName,
        eventName: event.name,
        eventPath: event.path,
        quantity: hit.alert.quantity,
        zoneId: hit.alert.zoneId,
        placeName: zone?.name ?? hit.alert.section,
        allInMinor: hit.allInMinor,
        targetMinor: hit.alert.targetMinor,
        currency: hit.alert.currency,
        minorUnits: rates.get(hit.alert.currency)?.minorUnits ?? 2,
        unsubscribeUrl: unsubscribeUrl(ctx.publicBaseUrl, hit.alert.id, ctx.sessionSecret),
      },
      ctx.publicBaseUrl,
    );
    try {
      await ctx.mailer.send(message);
      mailed++;
    } catch (error) {
      // The day goes back, so the next change retries this alert instead of skipping a day.
      await releaseAlertDay(ctx.db, hit.alert.id, day);
      ctx.log.error({ err: error, alertId: hit.alert.id }, 'price alert mail failed');
    }
  }
  return { alerts: alerts.length, listings: rows.length, matched: hits.length, mailed, matchMs };
}
