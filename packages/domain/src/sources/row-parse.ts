import type { z } from 'zod';
import { type MappedRow, type MinorUnitsOf, twoDecimals } from './normalized-listing';

/** The first problem of a row, naming its field: "pricing.retailPrice.value: must be an amount…". */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'is not a valid listing';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** `value` read with `schema`, or the reason it cannot be. */
export function parseRow<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; row: z.infer<S> } | { ok: false; reason: string } {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, row: parsed.data }
    : { ok: false, reason: firstIssue(parsed.error) };
}

/**
 * A source's mapper: a raw row read with `schema` (the first problem names its field), then turned
 * into our listing by `toListing` with the digits of each currency (2 unless told).
 */
export function rowMapper<S extends z.ZodType>(
  schema: S,
  toListing: (row: z.infer<S>, minorUnitsOf: MinorUnitsOf) => MappedRow,
): (raw: unknown, minorUnitsOf?: MinorUnitsOf) => MappedRow {
  return (raw, minorUnitsOf = twoDecimals) => {
    const parsed = parseRow(schema, raw);
    return parsed.ok ? toListing(parsed.row, minorUnitsOf) : parsed;
  };
}

/** The source's id of a raw row, if it has a readable one (for rejections and withdrawals). */
export function rawExternalId(value: unknown, key: string): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const id = (value as Record<string, unknown>)[key];
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id === 'string' && id.trim() !== '') return id.trim();
  return null;
}
