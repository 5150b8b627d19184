import { z } from 'zod';
import { DELIVERY_METHODS } from '../delivery/delivery-method';
import { requiredText } from './required-text';
import { recordId } from './whole-number';

// The delivery calls (docs/decisions/0019-fulfilment.md): an order's delivery as My Tickets shows
// it, the ticket file links, and the shipping address of a hard-stock hold.

export const deliveryParamsSchema = z.object({ orderId: recordId('orderId') });

export const ticketLinkParamsSchema = z.object({
  token: z.string().min(1, 'token is required').max(200, 'token is too long'),
});

/**
 * Why a timeline step happened, as data a page words in its own language (the stored reason is
 * English, read by operators). `other` is an operator's own words or a step no code names.
 */
export const TIMELINE_REASON_CODES = [
  'order_confirmed',
  'instant_delivery',
  'seller_posted',
  'seller_transferred',
  'seller_delivered',
  'seller_failed',
  'deadline_missed',
  'event_cancelled',
  'other',
] as const;
export type TimelineReasonCode = (typeof TIMELINE_REASON_CODES)[number];

export const timelineEntrySchema = z.object({
  at: z.string().describe('ISO time'),
  kind: z.string().describe('placed, shipped, transfer_sent, delivered, incompleted, cancelled'),
  actor: z.enum(['checkout', 'source', 'deadline', 'operator']),
  reason: z.string().describe('In English, as recorded (an operator may have written it)'),
  reasonCode: z
    .enum(TIMELINE_REASON_CODES)
    .describe(
      'The reason as data; its values are in detail: carrier (seller_posted), transferEmail (seller_transferred), sellerReason (seller_failed)',
    ),
  toStatusId: z.number().int().nullable(),
  detail: z.record(z.string(), z.string()).nullable(),
});
export type TimelineEntryView = z.infer<typeof timelineEntrySchema>;

export const ticketViewSchema = z.object({
  index: z.number().int().describe('0-based ticket of the order'),
  seat: z.number().int().nullable().describe('null for general admission'),
  place: z
    .string()
    .describe('"Section 104, Row C, Seat 9" in English (pages word it from section, row, seat)'),
  pdfUrl: z.string().nullable().describe('Short-lived signed link; null until delivered'),
  qrUrl: z.string().nullable().describe('The QR code (PNG) for QR-code tickets, once delivered'),
  walletUrl: z.string().nullable().describe('Apple Wallet pass, when the server can sign passes'),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

export const deliveryViewSchema = z.object({
  orderId: z.number().int(),
  deliveryStatusId: z.number().int(),
  method: z.enum(DELIVERY_METHODS),
  deadline: z.string().describe('When the seller must have delivered (ISO time)'),
  seats: z.array(z.number().int()).describe('The exact seats sold; empty for general admission'),
  tickets: z.array(ticketViewSchema),
  calendarUrl: z.string().describe('The event as an .ics file (short-lived signed link)'),
  linksExpireAt: z.string().describe('When the links of this answer stop working (ISO time)'),
  timeline: z.array(timelineEntrySchema),
  shipping: z
    .object({
      address: z.string().nullable(),
      carrier: z.string().nullable(),
      trackingNumber: z.string().nullable(),
    })
    .nullable(),
  transfer: z.object({ email: z.string(), accepted: z.boolean() }).nullable(),
  pickup: z
    .object({
      place: z.string().describe('In English: the venue and its address, at the box office'),
      when: z.string().describe('In English: from 2 hours before the event until it starts'),
      bring: z.string().describe('In English: what to show at the box office'),
      nameOnBooking: z.string(),
      venue: z.string().describe('The venue and its address, for pages that word the rest'),
      startsAt: z.string().describe('When the event starts (ISO time)'),
      timezone: z.string().describe("The venue's IANA time zone"),
    })
    .nullable(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;
export const deliveryResponseSchema = z.object({ data: deliveryViewSchema });

export const shippingAddressBodySchema = z.object({
  holdId: recordId('holdId'),
  sessionId: z.string().uuid('sessionId must be a UUID'),
  name: requiredText('name', 120),
  line1: requiredText('line1', 200),
  line2: z.string().trim().max(200, 'line2 must be at most 200 characters').optional(),
  city: requiredText('city', 100),
  postcode: requiredText('postcode', 20),
  country: requiredText('country', 60),
});
export type ShippingAddressBody = z.infer<typeof shippingAddressBodySchema>;
