import type { Db } from '@reprise/db/client';
import { eventPerformers, events, performers } from '@reprise/db/schema/catalog';
import { followEventMails, performerFollows } from '@reprise/db/schema/follows';
import { buyers } from '@reprise/db/schema/identity';
import { listings } from '@reprise/db/schema/listings';
import { cities, venues } from '@reprise/db/schema/place';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { wantsMailSql } from '../notifications/public';
import { idExists } from '../platform/id-exists';

/** The performer ids a buyer follows, latest first. */
export async function listFollowedPerformerIds(db: Db, buyerId: number): Promise<number[]> {
  const rows = await db
    .select({ performerId: performerFollows.performerId })
    .from(performerFollows)
    .where(eq(performerFollows.buyerId, buyerId))
    .orderBy(desc(performerFollows.createdAt), desc(performerFollows.id));
  return rows.map((row) => row.performerId);
}

export const performerExists = (db: Db, performerId: number) =>
  idExists(db, performers.id, performerId);

// The follow's time is the database's clock, as the listings' is: an event is new to a follower
// when its first listing came after the follow, and both sides must be read off one clock.
/** Follows a performer; following again changes nothing. */
export function addFollow(db: Db, buyerId: number, performerId: number) {
  return db.insert(performerFollows).values({ buyerId, performerId }).onConflictDoNothing();
}

export function removeFollow(db: Db, buyerId: number, performerId: number) {
  return db
    .delete(performerFollows)
    .where(
      and(eq(performerFollows.buyerId, buyerId), eq(performerFollows.performerId, performerId)),
    );
}

/** Ends one follow by its id (the mail's unsubscribe link); answers whether it existed. */
export async function removeFollowById(db: Db, followId: number): Promise<boolean> {
  const rows = await db
    .delete(performerFollows)
    .where(eq(performerFollows.id, followId))
    .returning({ id: performerFollows.id });
  return rows.length > 0;
}

/**
 * The fans to tell about the new events among `eventIds`: a fan follows one of the event's
 * performers (its own or any on the bill), the event is upcoming and not cancelled or postponed,
 * its first listing came after the follow (tickets the fan could already see are not news), it is
 * in the fan's country (any country when the fan has not stored one), the fan wants these mails
 * (notification settings) and has not been mailed about it. One row per fan and event, naming one followed performer.
 */
export function findNewEventFollowers(db: Db, eventIds: readonly number[], now: Date) {
  const firstListing = db
    .select({
      eventId: listings.eventId,
      firstAt: sql<Date>`min(${listings.createdAt})`.as('first_at'),
    })
    .from(listings)
    .where(inArray(listings.eventId, [...eventIds]))
    .groupBy(listings.eventId)
    .as('first_listing');
  const billed = db
    .select({ eventId: events.id, performerId: events.performerId })
    .from(events)
    .where(inArray(events.id, [...eventIds]))
    .union(
      db
        .select({ eventId: eventPerformers.eventId, performerId: eventPerformers.performerId })
        .from(eventPerformers)
        .where(inArray(eventPerformers.eventId, [...eventIds])),
    )
    .as('billed');
  return db
    .selectDistinctOn([performerFollows.buyerId, events.id], {
      followId: performerFollows.id,
      buyerId: performerFollows.buyerId,
      email: buyers.email,
      firstName: buyers.firstName,
      language: buyers.language,
      eventId: events.id,
      performerName: performers.name,
    })
    .from(billed)
    .innerJoin(events, eq(events.id, billed.eventId))
    .innerJoin(firstListing, eq(firstListing.eventId, events.id))
    .innerJoin(performerFollows, eq(performerFollows.performerId, billed.performerId))
    .innerJoin(performers, eq(performers.id, performerFollows.performerId))
    .innerJoin(buyers, eq(buyers.id, performerFollows.buyerId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(
      and(
        gt(events.startsAt, now),
        inArray(events.status, ['scheduled', 'rescheduled']),
        sql`${firstListing.firstAt} >= ${performerFollows.createdAt}`,
        sql`(${buyers.countryCode} is null or lower(${buyers.countryCode}) = lower(${cities.countryCode}))`,
        sql`not exists (select 1 from ${followEventMails} where ${followEventMails.buyerId} = ${performerFollows.buyerId} and ${followEventMails.eventId} = ${events.id})`,
        wantsMailSql(performerFollows.buyerId, 'followedPerformers'),
      ),
    )
    .orderBy(performerFollows.buyerId, events.id, performerFollows.id);
}

/**
 * Claims the fans' mails about these events; answers the pairs this call claimed, so two runs at
 * once (two copies, a retried job) cannot both mail the same fan about the same event.
 */
export function claimFollowMails(
  db: Db,
  pairs: readonly { buyerId: number; eventId: number }[],
  now: Date,
) {
  return db
    .insert(followEventMails)
    .values(pairs.map((pair) => ({ ...pair, sentAt: now })))
    .onConflictDoNothing()
    .returning({ buyerId: followEventMails.buyerId, eventId: followEventMails.eventId });
}

/** Gives a claim back when its mail could not be sent, so the next change retries it. */
export async function releaseFollowMail(db: Db, buyerId: number, eventId: number) {
  await db
    .delete(followEventMails)
    .where(and(eq(followEventMails.buyerId, buyerId), eq(followEventMails.eventId, eventId)));
}
