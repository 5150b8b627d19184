import { CATEGORY_IDS } from '@reprise/domain/ids';
import type { Db } from '../../client';
import { seatMapHash } from '../../seat-map-hash';
import type { PlannedEvent } from './build-events';
import { drawSeatMap } from './seat-map-drawing';
import { zonesForEvent } from './seat-maps';
import { insertRows, maxId, RowWriter, type SqlValue, syncSequence } from './sql-values';

/** Rows written by seedSeatMaps. */
export interface SeatMapCounts {
  seatMaps: number;
  eventMaps: number;
}

// One event in ten has no map, as if its source never sent one, so the no-map default image shows
// on real pages (festival sites, all general admission, never have one).
const WITHOUT_MAP_EVERY = 10;
const WITHOUT_MAP_REMAINDER = 7;

/** Whether the demo gives this event a seat map (deterministic by id). */
export function seededWithMap(event: Pick<PlannedEvent, 'id'>): boolean {
  return event.id % WITHOUT_MAP_EVERY !== WITHOUT_MAP_REMAINDER;
}

/** Draws one map per venue layout and event kind (sport or show) and links the events to it. */
export async function seedSeatMaps(
  tx: Db,
  events: readonly PlannedEvent[],
): Promise<SeatMapCounts> {
  let nextId = (await maxId(tx, 'seat_maps')) + 1;
  const idByLayout = new Map<string, number | null>();
  // Venues of one kind often draw the same map: each drawing is stored once.
  const idByHash = new Map<string, number>();
  const mapRows: SqlValue[][] = [];
  const linkRows: SqlValue[][] = [];
  for (const event of events) {
    if (!seededWithMap(event)) continue;
    const isSport = event.performer.categoryId === CATEGORY_IDS.Sports;
    const key = `${event.venue.id}:${isSport}`;
    let id = idByLayout.get(key);
    if (id === undefined) {
      const map = drawSeatMap(event.venue.seed.kind, zonesForEvent(event.venue.seatMap, isSport));
      const hash = map ? seatMapHash(map) : null;
      id = hash ? (idByHash.get(hash) ?? null) : null;
      if (map && hash && id === null) {
        id = nextId++;
        idByHash.set(hash, id);
        mapRows.push([id, hash, { json: map }]);
      }
      idByLayout.set(key, id);
    }
    if (id !== null) linkRows.push([event.id, id]);
  }
  // Maps first: every link points at one.
  // A few dozen drawings per statement keeps each insert to a megabyte or so.
  const maps = new RowWriter(tx, 'seat_maps', ['id', 'content_hash', 'map_data'], 40);
  for (const row of mapRows) await maps.add(row);
  await maps.flush();
  await insertRows(tx, 'event_maps', ['event_id', 'seat_map_id'], linkRows);
  await syncSequence(tx, 'seat_maps');
  return { seatMaps: mapRows.length, eventMaps: linkRows.length };
}
