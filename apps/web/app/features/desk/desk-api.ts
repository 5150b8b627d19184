import type {
  DeskBuyerDetail,
  DeskBuyerPage,
  DeskEventDetail,
  DeskEventSummary,
  DeskOperatorView,
  DeskOrderDetail,
  DeskOrderSummary,
  DeskPromoView,
  DeskSourcesView,
} from '@reprise/domain/desk/desk-views';
import type { ApiClient } from '../../lib/api-client';

// The desk's calls (docs/decisions/0023-operator-desk.md); each answers 404 without a desk session.

type Data<T> = { data: T };
type Query = Record<string, string | number | undefined>;

export const deskApi = (api: ApiClient) => ({
  me: () => api.get<Data<DeskOperatorView>>('/api/ops/desk/me'),
  signIn: (body: { email: string; password: string; code: string }) =>
    api.post<Data<DeskOperatorView>>('/api/ops/desk/sign-in', body),
  signOut: () => api.post<Data<unknown>>('/api/ops/desk/sign-out', {}),
  orders: (query: Query) => api.get<Data<DeskOrderSummary[]>>('/api/ops/desk/orders', query),
  order: (orderId: number) => api.get<Data<DeskOrderDetail>>(`/api/ops/desk/orders/${orderId}`),
  orderAction: (orderId: number, action: string, body: Record<string, unknown>) =>
    api.post<Data<unknown>>(`/api/ops/desk/orders/${orderId}/${action}`, body),
  events: (query: Query) => api.get<Data<DeskEventSummary[]>>('/api/ops/desk/events', query),
  event: (eventId: number) => api.get<Data<DeskEventDetail>>(`/api/ops/desk/events/${eventId}`),
  changeEvent: (eventId: number, body: Record<string, unknown>) =>
    api.post<Data<{ changeId: number; state: string; orders: number }>>(
      `/api/ops/desk/events/${eventId}/status`,
      body,
    ),
  sources: () => api.get<Data<DeskSourcesView>>('/api/ops/desk/sources'),
  decideChange: (changeId: number, decision: string, reason: string) =>
    api.post<Data<unknown>>(`/api/ops/desk/event-changes/${changeId}/${decision}`, { reason }),
  buyers: (query: Query) => api.get<Data<DeskBuyerPage>>('/api/ops/desk/buyers', query),
  buyer: (buyerId: number) => api.get<Data<DeskBuyerDetail>>(`/api/ops/desk/buyers/${buyerId}`),
  promoCodes: () => api.get<Data<DeskPromoView[]>>('/api/ops/desk/promo-codes'),
  createPromo: (body: Record<string, unknown>) =>
    api.post<Data<DeskPromoView>>('/api/ops/desk/promo-codes', body),
  endPromo: (promoId: number, reason: string) =>
    api.post<Data<DeskPromoView>>(`/api/ops/desk/promo-codes/${promoId}/end`, { reason }),
});

export type DeskApi = ReturnType<typeof deskApi>;
