import { createHash } from 'node:crypto';

/** The key seat_maps are stored under: SHA-256 of the map data's JSON text. */
export function seatMapHash(mapData: unknown): string {
  return createHash('sha256').update(JSON.stringify(mapData)).digest('hex');
}
