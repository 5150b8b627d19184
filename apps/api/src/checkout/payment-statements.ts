// A payment's two statements, each one round trip run as a named prepared statement (ADR 0010,
// "The order in one round trip"): the key's claim with what the payment decides from, read
// together (the hold, its listing and event, the seats sold so far, the buyer's first-order offer,
// the promo, the rates, the order's id), and place_order (migration 0017), which writes the order all or nothing under
// the listing's lock. The decisions stay in payment-service.ts.
import type { DatabaseHandle, NamedStatement } from '@reprise/db/client';
import { orderDeliveries, orderTimeline } from '@reprise/db/schema/delivery';
import { holds } from '@reprise/db/schema/holds';
import { firstOrderOffers } from '@reprise/db/schema/identity';
import { listings } from '@reprise/db/schema/listings';
import { orders, paymentRequests, promoCodes } from '@reprise/db/schema/orders';
import { columnRecord, tableRow } from '@reprise/db/table-row';
import type { CurrencyRate } from '@reprise/domain/money/convert';
import type { OrderDeliveryStart } from '../orders/public';
import type { PromoRow } from './checkout-pricing';
import type { HoldRow, ListingRow } from './hold-queries';
import type { KeyRow } from './idempotency';

// The claim of buyer `$2`'s Idempotency-Key `$5` for the request hashed `$6` at `$7` (idempotency.ts:
// insert, or nothing when the key is taken, with the key's row as it was before this statement),
// and what the payment decides from: hold `$1` with its listing and event, the seats sold from
// that listing (its live orders), the buyer's first-order offer and how many orders they have,
// promo code `$3`, the rates of the hold's currency, charge currency `$4` and the promo's, and the
// next order id (taken before the upstream order, which names it). Every read sees the
// statement's one snapshot; a replay or a refused claim discards them.
const PAYMENT_FACTS: NamedStatement = {
  name: 'payment_facts',
  text: `with claimed as (
    insert into payment_requests (buyer_id, idempotency_key, request_hash, created_at, updated_at)
    values ($2, $5, $6, $7, $7) on conflict do nothing returning 1
  ),
  h as (select * from holds where id = $1),
  p as (select * from promo_codes where code = $3)
  select exists(select 1 from claimed) as claimed,
    (select to_jsonb(r) from payment_requests r where r.buyer_id = $2 and r.idempotency_key = $5)
      as key_row,
    (select to_jsonb(h) from h) as hold,
    (select to_jsonb(l) from listings l where l.id = (select listing_id from h)) as listing,
    e.starts_at, e.category_id,
    array(
      select unnest(o.seat_numbers) from order_items i join orders o on o.id = i.order_id
      where i.listing_id = (select listing_id from h) and i.status = 'live'
        and o.seat_numbers is not null
    ) as sold,
    (select to_jsonb(f) from first_order_offers f where f.buyer_id = $2) as offer,
    (select count(*) from orders where buyer_id = $2)::int as orders_so_far,
    (select to_jsonb(p) from p) as promo,
    (select coalesce(jsonb_agg(jsonb_build_object(
        'code', c.code, 'minorUnits', c.minor_units, 'unitsPerUsd', r.units_per_usd)), '[]')
      from currencies c join exchange_rates r on r.currency_code = c.code
      where c.code in ((select currency from h), $4, (select currency from p))) as rates,
    nextval(pg_get_serial_sequence('orders', 'id')) as order_id
  from (select 1) one left join events e on e.id = (select event_id from h)`,
};

const PLACE_ORDER: NamedStatement = {
  name: 'place_order',
  text: 'select place_order($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) as result',
};

type Json = Record<string, unknown>;

interface FactsRowOut {
  claimed: boolean;
  key_row: Json | null;
  hold: Json | null;
  listing: Json | null;
  starts_at: Date | string | null;
  category_id: number;
  sold: number[];
  offer: Json | null;
  orders_so_far: number;
  promo: Json | null;
  rates: { code: string; minorUnits: number; unitsPerUsd: number | string }[];
  order_id: number | string;
}

/** The key's claim, and what a payment decides from, read in one snapshot. */
export interface PaymentFacts {
  /** Whether this statement claimed the key; when not, the key's row as it was (null: unseen). */
  claim: { claimed: true } | { claimed: false; row: KeyRow | null };
  hold: HoldRow | null;
  /** The hold's listing, read without its lock. */
  listing: ListingRow | null;
  event: { startsAt: Date; categoryId: number } | null;
  /** Seat numbers already sold from the listing. */
  sold: number[];
  offer: typeof firstOrderOffers.$inferSelect | null;
  ordersSoFar: number;
  promo: PromoRow | null;
  /** The rates of the hold's currency, the charge currency and the promo's (when known). */
  rates: Map<string, CurrencyRate>;
  /** The order's id, taken before the upstream order that names it. */
  orderId: number;
}

/**
 * Claims the key and reads the payment's facts in one round trip (`promoCode` already
 * normalised, or null).
 */
export async function readPaymentFacts(
  database: DatabaseHandle,
  args: {
    holdId: number;
    buyerId: number;
    promoCode: string | null;
    currency: string;
    idempotencyKey: string;
    requestHash: string;
    now: Date;
  },
): Promise<PaymentFacts> {
  const [row] = await database.query<FactsRowOut>(PAYMENT_FACTS, [
    args.holdId,
    args.buyerId,
    args.promoCode,
    args.currency,
    args.idempotencyKey,
    args.requestHash,
    args.now,
  ]);
  const facts = row!;
  return {
    claim: facts.claimed
      ? { claimed: true }
      : { claimed: false, row: facts.key_row ? tableRow(paymentRequests, facts.key_row) : null },
    hold: facts.hold ? tableRow(holds, facts.hold) : null,
    listing: facts.listing ? tableRow(listings, facts.listing) : null,
    event:
      facts.starts_at === null
        ? null
        : { startsAt: new Date(facts.starts_at), categoryId: facts.category_id },
    sold: facts.sold,
    offer: facts.offer ? tableRow(firstOrderOffers, facts.offer) : null,
    ordersSoFar: facts.orders_so_far,
    promo: facts.promo ? tableRow(promoCodes, facts.promo) : null,
    rates: new Map(
      facts.rates.map((rate) => [rate.code, { ...rate, unitsPerUsd: Number(rate.unitsPerUsd) }]),
    ),
    orderId: Number(facts.order_id),
  };
}

/** The listing's fields a delivery plan reads, as place_order compares them under the lock. */
export function plannedListingFacts(listing: ListingRow): Json {
  return {
    seat_from: listing.seatFrom,
    seat_to: listing.seatTo,
    seat_type_id: listing.seatTypeId,
    ticket_type_id: listing.ticketTypeId,
    instant_delivery: listing.instantDelivery,
    in_hand_date: listing.inHandDate,
  };
}

/**
 * The order's row. place_order lists the columns it writes, so a column with a default is given
 * here rather than left to the default.
 */
type OrderValues = typeof orders.$inferInsert &
  Required<
    Pick<
      typeof orders.$inferInsert,
      | 'id'
      | 'firstOrderDiscount'
      | 'deliveryStatusId'
      | 'createdAt'
      | 'language'
      | 'promoCode'
      | 'contactPhone'
      | 'externalOrderId'
      | 'seatNumbers'
    >
  >;

export interface PlaceOrderArgs {
  order: OrderValues;
  sessionId: string;
  now: Date;
  /** The promo whose use is counted, or null. */
  promoId: number | null;
  /** Whether the buyer's first-order offer is used. */
  firstOrder: boolean;
  /** The listing and event start the delivery plan was made from. */
  plannedFrom: { listing: ListingRow; eventStartsAt: Date };
  delivery: OrderDeliveryStart;
  idempotencyKey: string;
  /** The idempotent answer stored with the order. */
  response: unknown;
}

export type PlaceOrderOutcome =
  | { outcome: 'placed' | 'hold_expired' | 'promo_used_up' | 'first_order_used' }
  | { outcome: 'replan'; listing: ListingRow | null; eventStartsAt: Date | null; sold: number[] };

/** Runs place_order; writes nothing unless the answer is placed. */
export async function placeOrder(
  database: DatabaseHandle,
  args: PlaceOrderArgs,
): Promise<PlaceOrderOutcome> {
  const [row] = await database.query<{ result: Json }>(PLACE_ORDER, [
    JSON.stringify(columnRecord(orders, args.order)),
    args.sessionId,
    args.now,
    args.promoId,
    args.firstOrder,
    JSON.stringify(plannedListingFacts(args.plannedFrom.listing)),
    args.plannedFrom.eventStartsAt,
    JSON.stringify(columnRecord(orderDeliveries, args.delivery.delivery)),
    JSON.stringify(args.delivery.steps.map((step) => columnRecord(orderTimeline, step))),
    args.idempotencyKey,
    JSON.stringify(args.response),
  ]);
  const raw = row!.result as { outcome: string } & Json;
  if (raw.outcome !== 'replan') return raw as PlaceOrderOutcome;
  return {
    outcome: 'replan',
    listing: raw.listing ? tableRow(listings, raw.listing as Json) : null,
    eventStartsAt: raw.startsAt ? new Date(raw.startsAt as string) : null,
    sold: (raw.sold as number[] | null) ?? [],
  };
}
