import type {
  Hold,
  Order,
  PaymentResponse as PaymentAnswer,
  PaymentBody,
  PromoData,
  Quote,
} from '@reprise/domain/schemas/checkout';

// The checkout answers as the web reads them: the API's zod schemas' types (types only, so zod
// stays out of the browser bundle, ADR 0004).

export type { Hold, Order, PromoData, Quote };

export type ContactInput = Required<PaymentBody['contact']>;
export type PaymentResponse = PaymentAnswer['data']['responseData'];
export type PaymentInput = PaymentBody;

export interface OrderList {
  orders: Order[];
  totalCount: number;
}
