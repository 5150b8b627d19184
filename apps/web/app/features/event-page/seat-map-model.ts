// The seat map as the loader prepares it: the drawing's inner SVG markup, written once on the
// server for the view being shown (colours for the quantity's prices, links for the view's
// filters), the legend and what each section says when hovered. The page keeps neither the map's
// geometry nor hundreds of React elements: the markup is one string, the sections plain links
// whose handlers live on the drawing (seat-map.tsx).
import {
  LISTING_PAGE_SIZE,
  type ListingView,
  listingViewSearch,
} from '@reprise/domain/listings/listing-view';
import { formatMoney } from '@reprise/domain/money/format-money';
import type { EventListingsData, SectionPrices } from '@reprise/domain/schemas/event-listings';
import type { EventMapData } from '@reprise/domain/schemas/event-map';
import type { Translate } from '../../lib/i18n/catalogue';
import { labelPoint, shapePath } from './event-page-model';
import { bandOf, NO_TICKETS_COLOUR, priceBands } from './price-heat';
import { sectionName } from './section-name';

type Currency = EventListingsData['currency'];

/** What the page draws of the seat map. */
export interface SeatMapModel {
  viewBox: string;
  /** The drawing's inner SVG: features, then every section (links for those on sale). */
  markup: string;
  /** The legend: each colour with the range of lowest prices it stands for. */
  bands: { colour: string; range: string }[];
  /** Sections on sale by id: the line shown while one is hovered or focused. */
  captions: Record<string, string>;
  /** How many sections are links (the roving tab stop moves among them). */
  onSale: number;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text made safe for SVG markup, in content or in a quoted attribute. */
const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** '£45' or '£45–£120'. */
export function priceRange(min: number, max: number, currency: Currency, locale = 'en-US'): string {
  const money = (minor: number) =>
    formatMoney(minor, currency.code, currency.minorUnits, { whole: true, locale });
  return min === max ? money(min) : `${money(min)}–${money(max)}`;
}

/** 'Section 101' or 'Floor A' as the map writes it inside the shape, when it is short enough. */
function shortLabel(name: string, sectionCount: number): string | null {
  if (sectionCount <= 16 && name.length <= 16) return name;
  if (name.length <= 4) return name;
  const last = name.split(' ').at(-1) ?? '';
  return last.length <= 4 ? last : null;
}

const text = (point: { x: number; y: number }, colour: string, content: string) =>
  `<text x="${point.x}" y="${point.y}" fill="${colour}" class="seat-map-label">${escapeMarkup(content)}</text>`;

/**
 * The seat map of the view: sections coloured by their lowest all-in price for the quantity, each
 * on sale a link to the page filtered to it (or, for the chosen one, unfiltered again), labelled
 * with its name, zone, listing count and price range; the first on sale (or the chosen one) is the
 * map's tab stop.
 */
export function seatMapModel(
  map: EventMapData,
  prices: readonly SectionPrices[],
  view: ListingView,
  currency: Currency,
  pathname: string,
  { t, locale }: { t: Translate; locale: string },
): SeatMapModel {
  const listings = (count: number) => t('map.listings', { count });
  const priceOf = new Map(prices.map((p) => [p.id, p]));
  const zones = new Map(map.zones.map((z) => [z.id, z.name]));
  const onSale = map.sections.filter((s) => priceOf.has(s.id));
  const bands = priceBands(onSale.map((s) => priceOf.get(s.id)!.minAllIn));
  const selected = view.section?.toLowerCase() ?? null;
  const stop = Math.max(
    0,
    onSale.findIndex((s) => s.id.toLowerCase() === selected),
  );
  // One search with a placeholder for the section, filled in per section.
  const placeholder = '\u0000';
  const withSection = listingViewSearch({
    ...view,
    section: placeholder,
    shown: LISTING_PAGE_SIZE,
  });
  const without = listingViewSearch({ ...view, section: null, shown: LISTING_PAGE_SIZE });
  const marker = encodeURIComponent(placeholder);

  const parts: string[] = [];
  for (const feature of map.features) {
    const point = labelPoint(feature.shape);
    parts.push(
      `<path d="${escapeMarkup(shapePath(feature.shape))}" fill="#d1fae5" fill-rule="evenodd"/>` +
        (point ? text(point, '#065f46', feature.label) : ''),
    );
  }
  const captions: Record<string, string> = {};
  let index = 0;
  for (const section of map.sections) {
    const d = escapeMarkup(shapePath(section.shape));
    const price = priceOf.get(section.id);
    if (!price) {
      parts.push(
        `<path class="seat-section-empty" d="${d}" fill="${NO_TICKETS_COLOUR}" fill-rule="evenodd"/>`,
      );
      continue;
    }
    const isSelected = section.id.toLowerCase() === selected;
    const zone = section.zoneId ? zones.get(section.zoneId) : undefined;
    const range = priceRange(price.minAllIn, price.maxAllIn, currency, locale);
    const name = sectionName(t, section.name);
    const zoneText = zone && zone !== section.name ? zone : null;
    const search = isSelected
      ? without
      : withSection.replace(marker, encodeURIComponent(section.id));
    const href = `${pathname}${search}`;
    const count = listings(price.listingCount);
    const label = zoneText
      ? t('map.labelZone', { name, zone: zoneText, listings: count, range })
      : t('map.label', { name, listings: count, range });
    captions[section.id] = zoneText
      ? t('map.captionZone', { name, zone: zoneText, range, listings: count })
      : t('map.caption', { name, range, listings: count });
    const point = labelPoint(section.shape, section.label);
    const short = point ? shortLabel(section.name, map.sections.length) : null;
    parts.push(
      `<a href="${escapeMarkup(href)}" class="seat-section" data-section="${escapeMarkup(section.id)}" data-index="${index}" tabindex="${index === stop ? 0 : -1}" aria-label="${escapeMarkup(label)}"${isSelected ? ' aria-current="true"' : ''}>` +
        `<path d="${d}" fill="${bandOf(bands, price.minAllIn)?.colour ?? ''}" fill-rule="evenodd"/>` +
        (point && short ? text(point, '#ffffff', short) : '') +
        '</a>',
    );
    index += 1;
  }
  return {
    viewBox: `0 0 ${map.width} ${map.height}`,
    markup: parts.join(''),
    bands: bands.map((band) => ({
      colour: band.colour,
      range: priceRange(band.from, band.to, currency, locale),
    })),
    captions,
    onSale: onSale.length,
  };
}
