// The new-event mails of followed performers: after a source push or sync changed the listings
// of some events, the fans following their performers hear about the events that are new to them,
// once per fan and event. Runs in the listings-changed job (with the price-alert match), never in
// a request.
import { getEvent } from '../events/public';
import type { MailJobContext } from '../mail/mail-job-context';
import { unsubscribeToken } from '../notifications/public';
import { newEventMail } from './follow-mail';
import { claimFollowMails, findNewEventFollowers, releaseFollowMail } from './follow-queries';

/** What a run did (the job's log line). */
export interface FollowMailSummary {
  followMails: number;
}

/** The unsubscribe URL of a follow: the API's one-click call with the signed token. */
export function followUnsubscribeUrl(publicBaseUrl: string, followId: number, secret: string) {
  return `${publicBaseUrl}/api/follows/unsubscribe?token=${unsubscribeToken(followId, secret, 'performerFollow')}`;
}

/** Mails the followers of the events' performers about the events new to them. */
export async function runFollowMails(
  ctx: MailJobContext,
  eventIds: readonly number[],
): Promise<FollowMailSummary> {
  if (eventIds.length === 0) return { followMails: 0 };
  const now = ctx.now();
  const due = await findNewEventFollowers(ctx.db, eventIds, now);
  if (due.length === 0) return { followMails: 0 };
  const claimed = new Set(
    (await claimFollowMails(ctx.db, due, now)).map((row) => `${row.buyerId}:${row.eventId}`),
  );
  const eventsById = new Map<number, Awaited<ReturnType<typeof getEvent>>>();
  let mailed = 0;
  for (const fan of due) {
    if (!claimed.has(`${fan.buyerId}:${fan.eventId}`)) continue;
    let event = eventsById.get(fan.eventId);
    if (!event) {
      event = await getEvent(ctx.db, fan.eventId);
      eventsById.set(event.id, event);
    }
    const message = newEventMail(
      {
        to: fan.email,
        language: fan.language,
        firstName: fan.firstName,
        performerName: fan.performerName,
        eventName: event.name,
        eventPath: event.path,
        startsAt: event.startsAt,
        timezone: event.timezone,
        venueName: event.venue.name,
        cityName: event.city.name,
        unsubscribeUrl: followUnsubscribeUrl(ctx.publicBaseUrl, fan.followId, ctx.sessionSecret),
      },
      ctx.publicBaseUrl,
    );
    try {
      await ctx.mailer.send(message);
      mailed++;
    } catch (error) {
      await releaseFollowMail(ctx.db, fan.buyerId, fan.eventId);
      ctx.log.error({ err: error, eventId: fan.eventId }, 'follow mail failed');
    }
  }
  return { followMails: mailed };
}
