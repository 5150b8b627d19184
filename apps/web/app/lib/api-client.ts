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

type QueryValue = string | number | boolean | null | undefined;

function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The one typed client of the API; the web app never reaches the database or API internals.
 * Features keep their own typed calls (e.g. `features/search/search-api.ts`) built on `get`,
 * `post` and `graphql`, with response types from packages/domain/src/schemas.
 */
export function createApiClient(apiFetch: ApiFetch) {
  async function send<T>(path: string, init: RequestInit): Promise<T> {
    const response = await apiFetch(path, init);
    const body = (await response.json().catch(() => ({}))) as unknown;
    if (!response.ok) throw new ApiRequestError(response.status, body as Partial<ApiError>);
    return body as T;
  }

  const get = <T>(path: string, query?: Record<string, QueryValue>) =>
    send<T>(withQuery(path, query), { headers: { accept: 'application/json' } });

  const post = <T>(path: string, body: Record<string, unknown>) =>
    send<T>(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** A GraphQL query; GraphQL errors become an ApiRequestError with the first error's field. */
  async function graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const result = await post<{
      data?: T;
      errors?: { message: string; extensions?: { code?: string; field?: string } }[];
    }>('/api/graphql', { query, variables });
    const [error] = result.errors ?? [];
    if (error || !result.data) {
      throw new ApiRequestError(400, {
        code: error?.extensions?.code ?? 'GRAPHQL_ERROR',
        message: error?.message ?? 'The query returned no data.',
        field: error?.extensions?.field,
      });
    }
    return result.data;
  }

  return {
    get,
    post,
    graphql,
    categories: () => get<CategoryListResponse>('/api/category/list'),
    upcomingEvents: (limit: number) =>
      get<UpcomingEventsResponse>('/api/events/upcoming', { limit }),
    event: (eventId: number) => get<EventResponse>(`/api/events/${eventId}`),
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
