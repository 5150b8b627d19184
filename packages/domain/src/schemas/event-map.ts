// The seat map data of an event (POST /updateEventMap: mapData, eventId): the sections the
// event page draws as an inline SVG, each with an id, a name, its price zone and its shape. Sizes
// are bounded so one call cannot store (or make every page render) an unbounded drawing.
import { z } from 'zod';
import { recordId } from './whole-number';

/** Largest width or height of a map's drawing box. */
export const MAP_MAX_SIZE = 2_000;
/** Most sections one map may hold. */
export const MAP_MAX_SECTIONS = 400;
/** Most zones (price areas) one map may hold. */
export const MAP_MAX_ZONES = 40;
/** Longest SVG path data of one shape. */
export const MAP_MAX_PATH = 4_000;

const coordinate = z
  .number({ error: 'must be a number' })
  .min(0, 'must be at least 0')
  .max(MAP_MAX_SIZE, `must be at most ${MAP_MAX_SIZE}`);
const length = z
  .number({ error: 'must be a number' })
  .positive('must be more than 0')
  .max(MAP_MAX_SIZE, `must be at most ${MAP_MAX_SIZE}`);
const mapId = z
  .string({ error: 'must be a text' })
  .trim()
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9][\w.:-]*$/, "may hold only letters, digits, '-', '_', '.' and ':'");
const label = (max: number) =>
  z
    .string({ error: 'must be a text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`);

// Path data is drawn as the `d` attribute of a path: commands, numbers, signs and separators only,
// so nothing else (no markup, no url()) can ride along.
const SVG_PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9eE+\-.,\s]+$/;

/** The outline of a section or feature: SVG path data, a rectangle or a polygon. */
export const mapShapeSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('path'),
      d: z
        .string({ error: 'must be SVG path data' })
        .min(1, 'must not be empty')
        .max(MAP_MAX_PATH, `must be at most ${MAP_MAX_PATH} characters`)
        .regex(SVG_PATH_DATA, 'must be SVG path data (path commands and numbers only)'),
    }),
    z.object({
      type: z.literal('rect'),
      x: coordinate,
      y: coordinate,
      width: length,
      height: length,
    }),
    z.object({
      type: z.literal('polygon'),
      points: z
        .array(z.tuple([coordinate, coordinate]), { error: 'must be a list of [x, y] points' })
        .min(3, 'must have at least 3 points')
        .max(100, 'must have at most 100 points'),
    }),
  ],
  { error: "must have a type of 'path', 'rect' or 'polygon'" },
);
export type MapShape = z.infer<typeof mapShapeSchema>;

export const mapZoneSchema = z.object({
  id: mapId,
  name: label(80),
  rank: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(20, 'must be at most 20')
    .optional()
    .describe('1 is the best (dearest) price area; orders the "best seats" sort'),
});
export type MapZone = z.infer<typeof mapZoneSchema>;

export const mapSectionSchema = z.object({
  id: mapId,
  name: label(80).describe("As listings name the section ('101', 'Floor A', 'Stalls Left')"),
  zoneId: mapId.optional(),
  shape: mapShapeSchema,
  /** Where the section's name is written, when it fits. */
  label: z.object({ x: coordinate, y: coordinate }).optional(),
});
export type MapSection = z.infer<typeof mapSectionSchema>;

/** What /updateEventMap stores and the event page draws. */
export const eventMapDataSchema = z
  .object({
    width: length.describe('Width of the drawing box'),
    height: length.describe('Height of the drawing box'),
    zones: z
      .array(mapZoneSchema)
      .max(MAP_MAX_ZONES, `must hold at most ${MAP_MAX_ZONES} zones`)
      .default([]),
    sections: z
      .array(mapSectionSchema, { error: 'must be a list of sections' })
      .min(1, 'must hold at least one section')
      .max(MAP_MAX_SECTIONS, `must hold at most ${MAP_MAX_SECTIONS} sections`),
    features: z
      .array(z.object({ label: label(40), shape: mapShapeSchema }))
      .max(10, 'must hold at most 10 features')
      .default([])
      .describe('Stage, pitch or court: drawn, never clickable'),
  })
  .superRefine((map, ctx) => {
    const zoneIds = new Set<string>();
    map.zones.forEach((zone, i) => {
      if (zoneIds.has(zone.id)) {
        ctx.addIssue({ code: 'custom', path: ['zones', i, 'id'], message: 'is used twice' });
      }
      zoneIds.add(zone.id);
    });
    const sectionIds = new Set<string>();
    const sectionNames = new Set<string>();
    map.sections.forEach((section, i) => {
      if (sectionIds.has(section.id)) {
        ctx.addIssue({ code: 'custom', path: ['sections', i, 'id'], message: 'is used twice' });
      }
      sectionIds.add(section.id);
      const key = section.name.toLowerCase();
      if (sectionNames.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['sections', i, 'name'], message: 'is used twice' });
      }
      sectionNames.add(key);
      if (section.zoneId !== undefined && !zoneIds.has(section.zoneId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', i, 'zoneId'],
          message: 'must name one of the zones',
        });
      }
    });
  });
export type EventMapData = z.output<typeof eventMapDataSchema>;

// Legacy clients post form data, where mapData arrives as JSON text.
const jsonText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** Body of POST /updateEventMap. */
export const updateEventMapBodySchema = z.object({
  eventId: recordId('eventId'),
  mapData: z.preprocess(
    jsonText,
    z
      .custom<unknown>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        {
          error: 'mapData must be a JSON object with width, height and sections',
        },
      )
      .pipe(eventMapDataSchema),
  ),
});
export type UpdateEventMapBody = z.infer<typeof updateEventMapBodySchema>;

export const updateEventMapResponseSchema = z.object({
  data: z.object({
    eventId: z.number().int(),
    sections: z.number().int().describe('Sections stored'),
    updatedAt: z.string(),
  }),
});

/** venues.map_data as the catalogue stores it: the venue's zones with their section names. */
export const venueZonesSchema = z.object({
  zones: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      priceTier: z.number().int().optional(),
      sections: z.array(z.string()),
    }),
  ),
});
