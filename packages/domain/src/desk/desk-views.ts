// What the desk's calls answer, as the web's desk pages read it (dates as ISO strings).

/** A desk account. */
export interface DeskOperatorView {
  id: number;
  email: string;
  name: string;
  role: 'operator' | 'support';
}

/** One order in a search or a buyer's list. */
export interface DeskOrderSummary {
  id: number;
  confirmationNumber: string;
  eventId: number;
  eventName: string;
  buyerId: number;
  contactEmail: string;
  quantity: number;
  currency: string;
  totalMinor: number;
  orderStatusId: number;
  deliveryStatusId: number;
  createdAt: string;
}

/** One order with its payment facts. */
export interface DeskOrderView extends DeskOrderSummary {
  contactFirstName: string;
  contactLastName: string;
  unitPriceMinor: number;
  feesMinor: number;
  promoMinor: number;
  promoCode: string | null;
  taxMinor: number;
  cardBrand: string;
  cardLast4: string;
  paymentReference: string;
  capturedAt: string | null;
  eventStartsAt: string;
  eventStatus: string;
}

/** An audit log entry. */
export interface DeskAuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  eventId: number | null;
  orderId: number | null;
  detail: Record<string, unknown>;
  reason: string;
}

/** A delivery timeline entry. */
export interface DeskTimelineEntry {
  id: number;
  at: string;
  kind: string;
  actor: string;
  reason: string;
  mail: string | null;
  mailedAt: string | null;
}

/** A refund of an order. */
export interface DeskRefundView {
  id: number;
  amountMinor: number;
  state: string;
  providerRefundId: string | null;
  createdAt: string;
}

/** The order page's data. */
export interface DeskOrderDetail {
  order: DeskOrderView;
  refunds: DeskRefundView[];
  timeline: DeskTimelineEntry[];
  audit: DeskAuditEntry[];
  refundableMinor: number;
}

/** An event in the desk's list. */
export interface DeskEventSummary {
  id: number;
  name: string;
  startsAt: string;
  status: string;
  orders: number;
}

/** Paid orders of an event and their money in one currency. */
export interface DeskPaidTotals {
  currency: string;
  orders: number;
  totalMinor: number;
}

/** The event page's data. */
export interface DeskEventDetail {
  event: DeskEventSummary;
  paid: DeskPaidTotals[];
  audit: DeskAuditEntry[];
}

/** A change of an event's status (a source's, waiting for an operator). */
export interface DeskEventChange {
  id: number;
  eventId: number;
  status: string;
  startsAt: string | null;
  origin: string;
  reason: string;
  state: string;
  createdAt: string;
}

/** The sources page's data. */
export interface DeskSourcesView {
  awaiting: DeskEventChange[];
  recent: DeskAuditEntry[];
}

/** A buyer in the desk's list. */
export interface DeskBuyerSummary {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** One page of buyers. */
export interface DeskBuyerPage {
  buyers: DeskBuyerSummary[];
  page: number;
  hasNext: boolean;
}

/** A buyer and their orders. */
export interface DeskBuyerDetail {
  buyer: DeskBuyerSummary & { createdAt: string };
  orders: DeskOrderSummary[];
}

/** A promo code with its use. */
export interface DeskPromoView {
  id: number;
  code: string;
  amountType: 'PERCENTAGE' | 'FIXED';
  discountPercentage: number | null;
  discountMinor: number | null;
  currency: string | null;
  startsAt: string | null;
  expiresAt: string | null;
  maxUses: number | null;
  usedCount: number;
  orders: number;
}
