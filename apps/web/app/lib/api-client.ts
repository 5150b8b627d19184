import type {
  CategoryListResponse,
  EventResponse,
  UpcomingEventsResponse,
} from '@reprise/domain/schemas/catalog';
import type { ApiError } from '@reprise/domain/schemas/errors';
import type { AppLoadContext } from 'react-router';
import type { ApiFetch } from './load-context';

/** An API answer other than 2xx, with the API's stable code and the field at fault. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field?: string;

  constructor(status: number, body: Partial<ApiError>) {
    super(body.message ?? `The request failed with status ${status}.`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code ?? 'UNKNOWN';
    this.field = body.field;
  }
}

/** The one typed client of the API; the web app never reaches the database or API internals. */
export function createApiClient(apiFetch: ApiFetch) {
  async function getJson<T>(path: string): Promise<T> {
    const response = await apiFetch(path, { headers: { accept: 'application/json' } });
    const body = (await response.json().catch(() => ({}))) as unknown;
    if (!response.ok) throw new ApiRequestError(response.status, body as Partial<ApiError>);
    return body as T;
  }

  return {
    categories: () => getJson<CategoryListResponse>('/api/category/list'),
    upcomingEvents: (limit: number) =>
      getJson<UpcomingEventsResponse>(`/api/events/upcoming?limit=${limit}`),
    event: (eventId: number) => getJson<EventResponse>(`/api/events/${eventId}`),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The API client of a loader or action: in-process on the server. */
export function apiFromContext(context: AppLoadContext): ApiClient {
  return createApiClient(context.apiFetch);
}

/** The API client of browser code (search as you type, favourites): plain same-origin fetch. */
export function browserApi(): ApiClient {
  return createApiClient((path, init) => fetch(path, init));
}
