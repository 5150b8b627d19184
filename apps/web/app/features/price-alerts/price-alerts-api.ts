import type { AlertList, CreateAlertBody } from '@reprise/domain/alerts/alert-schemas';
import type { ApiClient } from '../../lib/api-client';

/** One of the fan's alerts as the API answers it. */
export type PriceAlert = AlertList['data'][number];

/** The signed-in fan's open alerts on an event (private: read in the browser, never in SSR). */
export async function fetchPriceAlerts(api: ApiClient, eventId: number): Promise<PriceAlert[]> {
  return (await api.get<AlertList>('/api/alerts', { eventId })).data;
}

/** Sets an alert; answers it. */
export async function createPriceAlert(api: ApiClient, body: CreateAlertBody): Promise<PriceAlert> {
  return (await api.post<{ data: PriceAlert }>('/api/alerts', body)).data;
}

/** Ends one of the fan's alerts. */
export async function endPriceAlert(api: ApiClient, alertId: number): Promise<void> {
  await api.post('/api/alerts/end', { alertId });
}
