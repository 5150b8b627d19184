// Draws the seat map of a venue layout (its zones of seat-maps.ts) as the mapData the event page
// renders: sections as SVG shapes on a 1000 × 800 box, with their zone and a label point. Rings of
// seats around a pitch or court, fans of rows in front of a stage. Deterministic: the same layout
// always gives the same drawing, so events of one venue share one stored map.
import type { EventMapData, MapSection, MapShape } from '@reprise/domain/schemas/event-map';
import { slugify } from '@reprise/domain/slug';
import type { VenueKind } from './data/venues';
import type { Zone } from './seat-maps';

const WIDTH = 1000;
const HEIGHT = 800;

interface Point {
  x: number;
  y: number;
}

const round = (n: number) => Math.round(n);
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** A ring (or part of one) of an ellipse centred on (cx, cy): radii as x radius, y = x × squash. */
interface Ring {
  cx: number;
  cy: number;
  inner: number;
  outer: number;
  squash: number;
  /** Degrees, clockwise from east (SVG's y points down, so 90 is straight down). */
  from: number;
  to: number;
}

function onEllipse(ring: Ring, radius: number, degrees: number): Point {
  return {
    x: ring.cx + radius * Math.cos(rad(degrees)),
    y: ring.cy + radius * ring.squash * Math.sin(rad(degrees)),
  };
}

function sector(ring: Ring, a0: number, a1: number): { shape: MapShape; label: Point } {
  const o0 = onEllipse(ring, ring.outer, a0);
  const o1 = onEllipse(ring, ring.outer, a1);
  const i1 = onEllipse(ring, ring.inner, a1);
  const i0 = onEllipse(ring, ring.inner, a0);
  const ro = `${round(ring.outer)} ${round(ring.outer * ring.squash)}`;
  const ri = `${round(ring.inner)} ${round(ring.inner * ring.squash)}`;
  const large = a1 - a0 > 180 ? 1 : 0;
  const d =
    `M${round(o0.x)} ${round(o0.y)}A${ro} 0 ${large} 1 ${round(o1.x)} ${round(o1.y)}` +
    `L${round(i1.x)} ${round(i1.y)}A${ri} 0 ${large} 0 ${round(i0.x)} ${round(i0.y)}Z`;
  const label = onEllipse(ring, (ring.inner + ring.outer) / 2, (a0 + a1) / 2);
  return { shape: { type: 'path', d }, label: { x: round(label.x), y: round(label.y) } };
}

/** The zone's sections laid side by side around a ring, from `from` to `to` degrees. */
function ringSections(zone: Zone, ring: Ring): MapSection[] {
  const step = (ring.to - ring.from) / zone.sections.length;
  // A hair of gap between neighbours keeps each section readable as its own shape.
  const gap = Math.min(0.6, step * 0.08);
  return zone.sections.map((name, i) => {
    const a0 = ring.from + i * step + gap;
    const a1 = ring.from + (i + 1) * step - gap;
    return { id: slugify(name), name, zoneId: zone.id, ...sector(ring, a0, a1) };
  });
}

function rectShape(x: number, y: number, width: number, height: number): MapShape {
  return { type: 'rect', x: round(x), y: round(y), width: round(width), height: round(height) };
}

/** The zone's sections as a grid of blocks inside a box. */
function gridSections(
  zone: Zone,
  box: { x: number; y: number; width: number; height: number },
  columns: number,
): MapSection[] {
  const rows = Math.ceil(zone.sections.length / columns);
  const w = box.width / columns;
  const h = box.height / rows;
  return zone.sections.map((name, i) => {
    const x = box.x + (i % columns) * w + 4;
    const y = box.y + Math.floor(i / columns) * h + 4;
    return {
      id: slugify(name),
      name,
      zoneId: zone.id,
      shape: rectShape(x, y, w - 8, h - 8),
      label: { x: round(x + (w - 8) / 2), y: round(y + (h - 8) / 2) },
    };
  });
}

const CENTRE = { cx: WIDTH / 2, cy: HEIGHT / 2 };

// Bowls: the field or floor in the middle, then one ring per zone outwards, in the zone order of
// the layout. `arc` limits the rings to part of the circle (a ballpark's stands).
function bowl(
  zones: readonly Zone[],
  ringZones: readonly string[],
  options: { squash: number; start: number; width: number; arc?: [number, number] },
): MapSection[] {
  const sections: MapSection[] = [];
  let radius = options.start;
  for (const id of ringZones) {
    const zone = zones.find((z) => z.id === id);
    if (!zone) continue;
    const depth = zone.sections.length <= 12 ? options.width * 0.45 : options.width;
    const [from, to] = options.arc ?? [-90, 270];
    sections.push(
      ...ringSections(zone, {
        ...CENTRE,
        inner: radius,
        outer: radius + depth,
        squash: options.squash,
        from,
        to,
      }),
    );
    radius += depth + 6;
  }
  return sections;
}

// Theatres and amphitheatres: a stage at the top and rows fanning out below it.
function fan(
  zones: readonly Zone[],
  ringZones: readonly string[],
  start: number,
  width: number,
): MapSection[] {
  const sections: MapSection[] = [];
  let radius = start;
  for (const id of ringZones) {
    const zone = zones.find((z) => z.id === id);
    if (!zone) continue;
    sections.push(
      ...ringSections(zone, {
        cx: WIDTH / 2,
        cy: 110,
        inner: radius,
        outer: radius + width,
        squash: 1,
        from: 28,
        to: 152,
      }),
    );
    radius += width + 8;
  }
  return sections;
}

function boxes(zone: Zone | undefined, y: number): MapSection[] {
  if (!zone) return [];
  return zone.sections.map((name, i) => {
    const left = i % 2 === 0;
    const x = left ? 150 : 790;
    const top = y + Math.floor(i / 2) * 70;
    return {
      id: slugify(name),
      name,
      zoneId: zone.id,
      shape: rectShape(x, top, 60, 56),
      label: { x: x + 30, y: top + 28 },
    };
  });
}

const feature = (label: string, shape: MapShape) => ({ label, shape });
const byId = (zones: readonly Zone[], id: string) => zones.find((z) => z.id === id);

type Box = { x: number; y: number; width: number; height: number };

/** Where a stadium or an arena puts things: a floor for shows, a field for games, rings around. */
interface ArenaPlan {
  stage: Box;
  field: { name: string; box: Box };
  floor: { box: Box; columns: number };
  /** The zone right at the field (pitchside, courtside) and where its blocks go. */
  side: { zoneId: string; box: Box; columns: number };
  rings: readonly string[];
  bowl: { squash: number; start: number; width: number };
}

const STADIUM: ArenaPlan = {
  stage: { x: 440, y: 215, width: 120, height: 35 },
  field: { name: 'Pitch', box: { x: 330, y: 300, width: 340, height: 180 } },
  floor: { box: { x: 340, y: 260, width: 320, height: 240 }, columns: 3 },
  side: { zoneId: 'pitch', box: { x: 340, y: 484, width: 320, height: 40 }, columns: 4 },
  rings: ['lower', 'club', 'suite', 'upper'],
  bowl: { squash: 0.72, start: 270, width: 50 },
};

const ARENA: ArenaPlan = {
  stage: { x: 430, y: 250, width: 140, height: 40 },
  field: { name: 'Court', box: { x: 360, y: 320, width: 280, height: 160 } },
  floor: { box: { x: 350, y: 300, width: 300, height: 200 }, columns: 2 },
  side: { zoneId: 'courtside', box: { x: 360, y: 490, width: 280, height: 44 }, columns: 1 },
  rings: ['lower', 'club', 'upper'],
  bowl: { squash: 0.7, start: 320, width: 62 },
};

// A show puts a stage and a standing floor where a game has its field and the seats beside it.
function arenaLike(zones: readonly Zone[], plan: ArenaPlan) {
  const floor = byId(zones, 'floor');
  const side = byId(zones, plan.side.zoneId);
  const box = (b: Box) => rectShape(b.x, b.y, b.width, b.height);
  return {
    feature: floor
      ? feature('Stage', box(plan.stage))
      : feature(plan.field.name, box(plan.field.box)),
    sections: [
      ...(floor ? gridSections(floor, plan.floor.box, plan.floor.columns) : []),
      ...(side ? gridSections(side, plan.side.box, plan.side.columns) : []),
      ...bowl(zones, plan.rings, plan.bowl),
    ],
  };
}

/**
 * The seat map drawing of a layout with the zones on sale for an event, or null for layouts that
 * have no seats to draw (festival sites are general admission: they show the no-map image).
 */
export function drawSeatMap(kind: VenueKind, zones: readonly Zone[]): EventMapData | null {
  let sections: MapSection[];
  const features: EventMapData['features'] = [];
  switch (kind) {
    case 'stadium':
      ({ sections, feature: features[0] } = arenaLike(zones, STADIUM));
      break;
    case 'arena':
      ({ sections, feature: features[0] } = arenaLike(zones, ARENA));
      break;
    case 'ballpark':
      features.push(
        feature('Field', {
          type: 'polygon',
          points: [
            [500, 560],
            [650, 410],
            [500, 260],
            [350, 410],
          ],
        }),
      );
      sections = [
        ...bowl(zones, ['dugout'], { squash: 0.8, start: 230, width: 30, arc: [60, 120] }),
        ...bowl(zones, ['field', 'loge', 'upper'], {
          squash: 0.78,
          start: 272,
          width: 52,
          arc: [-10, 190],
        }),
        ...bowl(zones, ['bleachers'], { squash: 0.78, start: 300, width: 70, arc: [215, 325] }),
      ];
      break;
    case 'theatre':
    case 'hall': {
      features.push(feature('Stage', rectShape(330, 40, 340, 60)));
      const order = zones.filter((z) => z.id !== 'box').map((z) => z.id);
      sections = [...fan(zones, order, 70, 110), ...boxes(byId(zones, 'box'), 140)];
      break;
    }
    case 'amphitheatre':
      features.push(feature('Stage', rectShape(360, 40, 280, 60)));
      sections = [
        ...gridSections(byId(zones, 'pit')!, { x: 400, y: 110, width: 200, height: 70 }, 1),
        ...fan(zones, ['reserved', 'lawn'], 130, 150),
      ];
      break;
    case 'club':
      features.push(feature('Stage', rectShape(380, 60, 240, 50)));
      sections = [
        ...gridSections(byId(zones, 'ga')!, { x: 300, y: 130, width: 400, height: 300 }, 1),
        ...fan(zones, ['balcony'], 420, 120),
      ];
      break;
    case 'festival':
      return null;
  }
  return {
    width: WIDTH,
    height: HEIGHT,
    zones: zones.map((z) => ({ id: z.id, name: z.name, rank: z.priceTier })),
    sections,
    features,
  };
}
