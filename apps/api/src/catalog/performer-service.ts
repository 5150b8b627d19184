import type {
  EventSummary,
  MatchUpResponse,
  PerformerCard,
  PerformerNameResponse,
  PerformerResponse,
} from '@reprise/domain/schemas/catalog';
import { findEventsByIds, getEvent, toEventSummary } from '../events/public';
import { DomainError } from '../platform/errors/domain-error';
import type { Context } from '../platform/service-context';
import { resolveCategory } from './lookup';
import { toPerformerCard } from './performer-card';
import {
  findEventPerformerRoles,
  findPerformerById,
  findPerformerBySlug,
  findPerformersByIds,
  listPerformers,
  type PerformerRow,
  upcomingEventIdsOfPerformer,
} from './performer-queries';

const PERFORMER_TTL_MS = 30_000;
const TRENDING_TTL_MS = 60_000;

async function performerRow(
  ctx: Context,
  by: { slug?: string; id?: number },
): Promise<PerformerRow> {
  if (by.slug === undefined && by.id === undefined) {
    throw new DomainError('VALIDATION_FAILED', 'slug or id is required', 'slug');
  }
  const [row] =
    by.slug !== undefined
      ? await findPerformerBySlug(ctx.db, by.slug.toLowerCase())
      : await findPerformerById(ctx.db, by.id!);
  if (!row) {
    const field = by.slug !== undefined ? 'slug' : 'id';
    throw new DomainError(
      'NOT_FOUND',
      `There is no performer with ${field} '${by.slug ?? by.id}'.`,
      field,
    );
  }
  return row;
}

async function upcomingEvents(
  ctx: Context,
  performerId: number,
  limit: number,
  excludeEventId?: number,
): Promise<EventSummary[]> {
  const ids = await upcomingEventIdsOfPerformer(
    ctx.db,
    performerId,
    new Date(),
    limit,
    excludeEventId,
  );
  if (ids.length === 0) return [];
  return (
    await findEventsByIds(
      ctx.db,
      ids.map((r) => r.id),
    )
  ).map(toEventSummary);
}

/** One performer (by slug or id) with its upcoming events (the /performer call). */
export function getPerformer(
  ctx: Context,
  by: { slug?: string; id?: number; limit: number },
): Promise<PerformerResponse['data']> {
  return ctx.cache.get(
    `performer:${by.slug ?? ''}:${by.id ?? ''}:${by.limit}`,
    { ttlMs: PERFORMER_TTL_MS, tags: ['performers', 'events'] },
    async () => {
      const row = await performerRow(ctx, by);
      return {
        performer: toPerformerCard(row, ctx.cdnBaseUrl),
        events: await upcomingEvents(ctx, row.id, by.limit),
      };
    },
  );
}

/** A performer's name and title for breadcrumbs (the /performerName call). */
export async function getPerformerName(
  ctx: Context,
  slug: string,
): Promise<PerformerNameResponse['data']> {
  const card = toPerformerCard(await performerRow(ctx, { slug }), ctx.cdnBaseUrl);
  return {
    id: card.id,
    name: card.name,
    slug: card.slug,
    title: `${card.name} Tickets`,
    category: card.category,
    genre: card.genre,
    path: card.path,
  };
}

/** The most popular performers, optionally of one category (the /getTrendingPerformer call). */
export function getTrendingPerformers(
  ctx: Context,
  options: { category?: string; limit: number },
): Promise<PerformerCard[]> {
  return ctx.cache.get(
    `performers:trending:${options.category ?? ''}:${options.limit}`,
    { ttlMs: TRENDING_TTL_MS, tags: ['performers'] },
    async () => {
      const category = options.category
        ? await resolveCategory(ctx.db, ctx.cache, options.category, 'category')
        : undefined;
      const rows = await listPerformers(ctx.db, {
        categoryId: category?.id,
        limit: options.limit,
        now: new Date(),
      });
      return rows.map((row) => toPerformerCard(row, ctx.cdnBaseUrl));
    },
  );
}

/** Both sides of a match and each side's next events (the /matchUpSectionData call). */
export function getMatchUp(
  ctx: Context,
  eventId: number,
  limit: number,
): Promise<MatchUpResponse['data']> {
  return ctx.cache.get(
    `matchup:${eventId}:${limit}`,
    { ttlMs: PERFORMER_TTL_MS, tags: ['events', 'performers'] },
    async () => {
      const event = await getEvent(ctx.db, eventId);
      const roles = await findEventPerformerRoles(ctx.db, eventId);
      // Without roles (data from before event_performers), the headliner plays at home.
      const homeId = roles.find((r) => r.role === 'home')?.performerId ?? event.performer.id;
      const awayId = roles.find((r) => r.role === 'away')?.performerId ?? null;
      const ids = awayId === null ? [homeId] : [homeId, awayId];
      const rows = await findPerformersByIds(ctx.db, ids);
      const side = async (id: number | null) => {
        const row = rows.find((r) => r.id === id);
        if (!row) return null;
        return {
          performer: toPerformerCard(row, ctx.cdnBaseUrl),
          nextEvents: await upcomingEvents(ctx, row.id, limit, eventId),
        };
      };
      return { event, home: await side(homeId), away: await side(awayId) };
    },
  );
}
