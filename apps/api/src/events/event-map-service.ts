import { seatMapHash } from '@reprise/db/seat-map-hash';
import {
  type EventMapData,
  eventMapDataSchema,
  type UpdateEventMapBody,
  venueZonesSchema,
} from '@reprise/domain/schemas/event-map';
import type { FastifyBaseLogger } from 'fastify';
import { appendAudit } from '../platform/audit-log';
import { DomainError } from '../platform/errors/domain-error';
import type { Context } from '../platform/service-context';
import { findEventMap, findVenueZones, saveEventMap } from './event-map-queries';
import { findEventById } from './queries';
import { eventTag } from './service';

// Maps change when an operator sends a new one, and that invalidates them at once.
const MAP_TTL_MS = 5 * 60_000;

/** A zone (price area) of a seat map. */
export interface ZoneRef {
  id: string;
  name: string;
  /** 1 is the dearest area; null when the map does not say. */
  rank: number | null;
}

/** What the listings of an event need to know about where their sections are. */
export interface SeatingPlan {
  /** The drawing the page shows; null: the no-map default image. */
  map: EventMapData | null;
  /** Section (by lower-case name) → its id on the drawing (null without one) and its zone. */
  sections: ReadonlyMap<string, { id: string | null; zone: ZoneRef | null }>;
}

function planOfMap(map: EventMapData): SeatingPlan {
  const zones = new Map(
    map.zones.map((z) => [z.id, { id: z.id, name: z.name, rank: z.rank ?? null }] as const),
  );
  const sections = new Map(
    map.sections.map((s) => [
      s.name.toLowerCase(),
      { id: s.id, zone: (s.zoneId && zones.get(s.zoneId)) || null },
    ]),
  );
  return { map, sections };
}

function planOfVenue(venueMapData: unknown): SeatingPlan {
  const parsed = venueZonesSchema.safeParse(venueMapData);
  const sections = new Map<string, { id: string | null; zone: ZoneRef | null }>();
  if (parsed.success) {
    for (const zone of parsed.data.zones) {
      const ref = { id: zone.id, name: zone.name, rank: zone.priceTier ?? null };
      for (const name of zone.sections) sections.set(name.toLowerCase(), { id: null, zone: ref });
    }
  }
  return { map: null, sections };
}

/**
 * The event's seat map and where its sections are: from its own map, else from its venue's zones
 * (no drawing: the page shows the no-map image). A stored map that no longer passes the schema is
 * logged and treated as absent rather than breaking the page.
 */
export function getSeatingPlan(
  ctx: Context,
  eventId: number,
  log?: FastifyBaseLogger,
): Promise<SeatingPlan> {
  return ctx.cache.get(
    `event-map:plan:${eventId}`,
    { ttlMs: MAP_TTL_MS, tags: ['event-maps', eventTag(eventId)] },
    async () => {
      const [stored] = await findEventMap(ctx.db, eventId);
      if (stored) {
        const parsed = eventMapDataSchema.safeParse(stored.mapData);
        if (parsed.success) return planOfMap(parsed.data);
        log?.warn({ eventId, issue: parsed.error.issues[0] }, 'stored seat map is not valid');
      }
      const [venue] = await findVenueZones(ctx.db, eventId);
      return planOfVenue(venue?.mapData);
    },
  );
}

/** Stores an event's seat map (the /updateEventMap call) and drops what was cached from the old one. */
export async function updateEventMap(
  ctx: Context,
  body: UpdateEventMapBody,
): Promise<{ eventId: number; sections: number; updatedAt: string }> {
  const [event] = await findEventById(ctx.db, body.eventId);
  if (!event) {
    throw new DomainError(
      'EVENT_NOT_FOUND',
      `There is no event with id ${body.eventId}.`,
      'eventId',
    );
  }
  const hash = seatMapHash(body.mapData);
  const updatedAt = await ctx.db.transaction(async (tx) => {
    const at = await saveEventMap(tx, body.eventId, hash, body.mapData);
    await appendAudit(tx, {
      at,
      actor: 'operator',
      action: 'event.seat_map_updated',
      eventId: body.eventId,
      detail: { sections: body.mapData.sections.length, mapHash: hash },
      reason: 'The operator stored a new seat map',
    });
    return at;
  });
  // The page's listings answer carries the map too: both go.
  ctx.cache.invalidate(eventTag(body.eventId));
  return {
    eventId: body.eventId,
    sections: body.mapData.sections.length,
    updatedAt: updatedAt.toISOString(),
  };
}
