import { COOKIE_NAMES } from '@reprise/domain/constants';

/** Where the visitor is, when the browser told us (kept in a cookie with path /). */
export interface VisitorCoordinates {
  latitude: number;
  longitude: number;
}

/** Name of the cookie the location flow keeps the visitor's coordinates in. */
export const LOCATIONS_COOKIE = COOKIE_NAMES.locations;

/** Cookie value of coordinates, rounded to ~1 km: enough for a 50-mile radius, and less precise. */
export function encodeCoordinates({ latitude, longitude }: VisitorCoordinates): string {
  return `${latitude.toFixed(2)},${longitude.toFixed(2)}`;
}

/** Coordinates read back from the cookie, or null when it is absent or not two valid numbers. */
export function decodeCoordinates(value: string | null | undefined): VisitorCoordinates | null {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(value ?? '');
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
