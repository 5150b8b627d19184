// What the event page keeps of the API's listings answer. Loader data is serialised into every
// page and parsed again by the browser, so it holds only what the page draws: the seat map as
// ready-made markup, listings without the fields no row shows.

import type { ListingView } from '@reprise/domain/listings/listing-view';
import type {
  EventListing,
  EventListingsData,
  SectionPrices,
} from '@reprise/domain/schemas/event-listings';
import type { MapShape } from '@reprise/domain/schemas/event-map';
import type { Translate } from '../../lib/i18n/catalogue';
import { type SeatMapModel, seatMapModel } from './seat-map-model';

/** A point a label is written at. */
export interface Point {
  x: number;
  y: number;
}

/** A listing as a row shows it. */
export interface PageListing
  extends Pick<
    EventListing,
    | 'id'
    | 'section'
    | 'sectionId'
    | 'row'
    | 'seats'
    | 'available'
    | 'price'
    | 'ticketType'
    | 'ticketTypeHelp'
    | 'inHandDate'
    | 'instantDelivery'
    | 'notes'
    | 'accessible'
    | 'viewQuality'
  > {
  zone: string | null;
  amount: Pick<EventListing['amount'], 'quantity' | 'price' | 'fees' | 'taxValue' | 'total'>;
  deal: Pick<EventListing['deal'], 'score' | 'label' | 'reason' | 'basis'>;
}

/** Everything the event page renders, from one GET /event/listings answer. */
export interface EventPageModel
  extends Pick<
    EventListingsData,
    'event' | 'currency' | 'summary' | 'zones' | 'ticketTypes' | 'count'
  > {
  /** Listings that can sell each quantity, index 0 for 1 ticket … 11 for 12. */
  quantityCounts: number[];
  sections: SectionPrices[];
  /** The seat map drawn for this view; null: the no-map image. */
  seatMap: SeatMapModel | null;
  listings: PageListing[];
}

const r = (n: number) => Math.round(n * 10) / 10;

/** A shape's outline as SVG path data. */
export function shapePath(shape: MapShape): string {
  switch (shape.type) {
    case 'path':
      return shape.d;
    case 'rect':
      return `M${r(shape.x)} ${r(shape.y)}h${r(shape.width)}v${r(shape.height)}h${r(-shape.width)}Z`;
    case 'polygon':
      return `M${shape.points.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z`;
  }
}

/** Where a shape's name is written: the given point, else the middle of a box or polygon. */
export function labelPoint(shape: MapShape, label?: Point): Point | null {
  if (label) return label;
  if (shape.type === 'rect') {
    return { x: r(shape.x + shape.width / 2), y: r(shape.y + shape.height / 2) };
  }
  if (shape.type === 'polygon') {
    const n = shape.points.length;
    return {
      x: r(shape.points.reduce((sum, p) => sum + p[0], 0) / n),
      y: r(shape.points.reduce((sum, p) => sum + p[1], 0) / n),
    };
  }
  return null;
}

function pageListing(listing: EventListing): PageListing {
  const { amount, deal } = listing;
  return {
    id: listing.id,
    section: listing.section,
    sectionId: listing.sectionId,
    zone: listing.zone?.name ?? null,
    row: listing.row,
    seats: listing.seats,
    available: listing.available,
    price: listing.price,
    amount: {
      quantity: amount.quantity,
      price: amount.price,
      fees: amount.fees,
      taxValue: amount.taxValue,
      total: amount.total,
    },
    deal: { score: deal.score, label: deal.label, reason: deal.reason, basis: deal.basis },
    ticketType: listing.ticketType,
    ticketTypeHelp: listing.ticketTypeHelp,
    inHandDate: listing.inHandDate,
    instantDelivery: listing.instantDelivery,
    notes: listing.notes,
    accessible: listing.accessible,
    viewQuality: listing.viewQuality,
  };
}

/** The page's model of a listings answer, for the view shown at `pathname`. */
export function toPageModel(
  answer: EventListingsData,
  view: ListingView,
  pathname: string,
  text: { t: Translate; locale: string },
): EventPageModel {
  return {
    event: answer.event,
    currency: answer.currency,
    summary: answer.summary,
    zones: answer.zones,
    ticketTypes: answer.ticketTypes,
    count: answer.count,
    quantityCounts: answer.quantities.map((q) => q.listingCount),
    sections: answer.sections,
    seatMap: answer.map
      ? seatMapModel(answer.map, answer.sections, view, answer.currency, pathname, text)
      : null,
    listings: answer.listings.map(pageListing),
  };
}
