import type {
  CategoryListResponse,
  EventResponse,
  UpcomingEventsResponse,
} from '@reprise/domain/schemas/catalog';
import type { ApiError } from '@reprise/domain/schemas/errors';
import { type AppLoadContext, UNSAFE_ErrorResponseImpl } from 'react-router';
import type { ApiAnswer, ApiFetch } from './load-context';
import { clearBrowserSession } from './session/clear-session';
import { answerNeedsRefresh, createSessionRefresher } from './session/session-refresh';
import { browserSessionUser } from './session/session-user';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

// A route error response as React Router reads one (status, statusText, data): a loader that lets
// an API refusal through renders the page of the API's status (a 400 or 404 page for a malformed
// or unknown name), never a 500, and the browser's error boundary sees the same status after
// hydration (plain Errors are masked as "Unexpected Server Error" in production). ADR 0012.
/** An API answer other than 2xx, with the API's stable code and the field at fault. */
export class ApiRequestError extends UNSAFE_ErrorResponseImpl {
  readonly name = 'ApiRequestError';
  readonly message: string;
  readonly code: string;
  readonly field?: string;
  /** The API's own message (the server's data.message); absent when the answer had none. */
  readonly serverMessage?: string;

  constructor(status: number, body: Partial<ApiError>) {
    const message = body.message ?? `The request failed with status ${status}.`;
    const code = body.code ?? 'UNKNOWN';
    super(status, STATUS_TEXT[status] ?? 'Error', {
      code,
      message,
      ...(body.field ? { field: body.field } : {}),
    });
    this.message = message;
    this.code = code;
    this.field = body.field;
    this.serverMessage =
      typeof body.message === 'string' && body.message ? body.message : undefined;
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

/** How a client keeps a session alive (browser only: the refresh cookie is scoped to /api). */
export interface SessionKeeping {
  /** Whether this browser believes it is signed in ("with a stored access token"). */
  hasSession: () => boolean;
  /** One refresh of the session tokens; resolves whether it worked. */
  refresh: () => Promise<boolean>;
  /** The refresh failed: forget the session and start over (clear and reload). */
  onSessionLost: () => void;
}

async function readAnswer(response: ApiAnswer): Promise<unknown> {
  return (await response.json().catch(() => ({}))) as unknown;
}

/**
 * The one typed client of the API; the web app never reaches the database or API internals.
 * Features keep their own typed calls (e.g. `features/search/search-api.ts`) built on `get`,
 * `post` and `graphql`, with response types from packages/domain/src/schemas. With `session`,
 * an answer saying the access token expired gets one refresh and one retry.
 */
export function createApiClient(apiFetch: ApiFetch, session?: SessionKeeping) {
  async function send<T>(path: string, init: RequestInit): Promise<T> {
    let response = await apiFetch(path, init);
    let body = await readAnswer(response);
    if (!response.ok && session?.hasSession()) {
      const code = (body as Partial<ApiError>).code;
      if (answerNeedsRefresh(path, response.status, code)) {
        if (await session.refresh()) {
          response = await apiFetch(path, init);
          body = await readAnswer(response);
        } else {
          session.onSessionLost();
        }
      }
    }
    if (!response.ok) throw new ApiRequestError(response.status, body as Partial<ApiError>);
    return body as T;
  }

  const get = <T>(path: string, query?: Record<string, QueryValue>) =>
    send<T>(withQuery(path, query), { headers: { accept: 'application/json' } });

  /** A JSON POST; `headers` adds request headers (e.g. the payment's Idempotency-Key). */
  const post = <T>(path: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    send<T>(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
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

const browserFetch = (path: string, init?: RequestInit): Promise<Response> => fetch(path, init);
// One refresher per page, shared by every browser client, so concurrent 401s refresh once.
let browserRefresh: (() => Promise<boolean>) | undefined;

/** Refreshes this browser's session once (shared with concurrent callers); resolves if it worked. */
export function refreshBrowserSession(): Promise<boolean> {
  browserRefresh ??= createSessionRefresher(browserFetch);
  return browserRefresh();
}

/** A failed refresh clears the user object, location permission and stored keys, and reloads. */
export function endBrowserSession() {
  clearBrowserSession();
  window.location.reload();
}

/** The API client of browser code (search as you type, favourites): plain same-origin fetch. */
export function browserApi(): ApiClient {
  return createApiClient(browserFetch, {
    hasSession: () => browserSessionUser() !== null,
    refresh: refreshBrowserSession,
    onSessionLost: endBrowserSession,
  });
}
