// The seat map's price heat: sections coloured by their lowest all-in price, in up to five bands
// from cheapest to dearest. Every colour keeps at least 4.5:1 against white (the map's ground and
// its labels), so the shapes pass the 3:1 bar for graphics; colour is never the only cue: the
// legend writes each band's range, and each section's name carries its own range.

/** Band colours, cheapest first (WCAG contrast against white in the comment). */
export const HEAT_COLOURS = [
  '#047857', // emerald-700, 5.5:1
  '#0e7490', // cyan-700, 5.4:1
  '#6d28d9', // violet-700, 7.1:1
  '#b45309', // amber-700, 5.0:1
  '#b91c1c', // red-700, 6.5:1
] as const;

/** Fill of a section with nothing on sale for the chosen quantity. */
export const NO_TICKETS_COLOUR = '#e2e8f0';

/** One band of the legend: a colour and the lowest prices it covers (minor units). */
export interface HeatBand {
  colour: string;
  from: number;
  to: number;
}

/**
 * Bands over the sections' lowest prices: each holds about as many sections as the others, so
 * the colours spread over the map whatever the price range. Fewer sections, fewer bands.
 */
export function priceBands(lowestPrices: readonly number[]): HeatBand[] {
  const sorted = [...new Set(lowestPrices)].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const count = Math.min(HEAT_COLOURS.length, sorted.length);
  const bands: HeatBand[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.floor((i * sorted.length) / count);
    const end = Math.floor(((i + 1) * sorted.length) / count) - 1;
    bands.push({ colour: HEAT_COLOURS[i]!, from: sorted[start]!, to: sorted[end]! });
  }
  return bands;
}

/** The band a price falls in (the dearest one above every band's start). */
export function bandOf(bands: readonly HeatBand[], price: number): HeatBand | undefined {
  for (let i = bands.length - 1; i >= 0; i--) if (price >= bands[i]!.from) return bands[i];
  return bands[0];
}
