import type { PriceHistory } from '@reprise/domain/price-history/price-history';

// The price chart's drawing, worked out on the server as plain numbers: the page renders them
// as SVG markup, so no chart code reaches the browser.

/** The chart's drawing box, in SVG user units. */
export const CHART = { width: 640, height: 240, left: 64, right: 16, top: 16, bottom: 32 };

/** One zone's line: its path (broken where the zone had nothing on sale) and its points. */
export interface ZoneLine {
  zoneIndex: number;
  path: string;
  points: { x: number; y: number }[];
}

/** What the SVG draws: one line per zone and the labelled bounds of both axes. */
export interface ChartGeometry {
  lines: ZoneLine[];
  yTicks: { y: number; minor: number }[];
  xTicks: { x: number; day: string }[];
}

const DAY_MS = 86_400_000;
const round = (value: number) => Math.round(value * 10) / 10;

/** Lays the history out: x by the day's place in the window, y by price (cheaper is lower). */
export function chartGeometry(history: PriceHistory): ChartGeometry {
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const start = Date.parse(`${history.from}T00:00:00Z`);
  const span = Math.max(1, (Date.parse(`${history.to}T00:00:00Z`) - start) / DAY_MS);
  const xOf = (day: string) =>
    round(CHART.left + ((Date.parse(`${day}T00:00:00Z`) - start) / DAY_MS / span) * plotWidth);
  const prices = history.days.flatMap((day) =>
    day.prices.filter((price): price is number => price !== null),
  );
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  // A flat history still gets a band to sit in, so its line is drawn mid-height.
  const pad = high === low ? Math.max(1, Math.round(low * 0.1)) : 0;
  const bottom = low - pad;
  const top = high + pad;
  const yOf = (minor: number) => round(CHART.top + ((top - minor) / (top - bottom)) * plotHeight);
  const lines = history.zones.map((_, zoneIndex) => {
    const points: { x: number; y: number }[] = [];
    let path = '';
    let drawing = false;
    for (const day of history.days) {
      const price = day.prices[zoneIndex] ?? null;
      if (price === null) {
        drawing = false;
        continue;
      }
      const point = { x: xOf(day.day), y: yOf(price) };
      points.push(point);
      path += `${drawing ? 'L' : 'M'}${point.x} ${point.y}`;
      drawing = true;
    }
    return { zoneIndex, path, points };
  });
  return {
    lines,
    yTicks:
      prices.length === 0
        ? []
        : [...new Set([high, low])].map((minor) => ({ y: yOf(minor), minor })),
    xTicks: [
      { x: xOf(history.from), day: history.from },
      { x: xOf(history.to), day: history.to },
    ],
  };
}
