// Every call to a source's API goes through here: a bounded wait (a slow upstream never holds a
// buyer's request or the sync for long), the source's token, JSON in and out, and one error type
// that says whether trying again could help.

/** Where a source's API is and how we authenticate to it (SOURCE_URL_*, SOURCE_TOKEN_*). */
export interface UpstreamEndpoint {
  baseUrl: string;
  token?: string;
  /** How long one call may take before it counts as failed. */
  timeoutMs: number;
}

/** A call that got no usable answer: no connection, no answer in time, or a server error. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly kind: 'timeout' | 'network' | 'server',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

/**
 * One call to the source. Answers 2xx and 4xx come back as they are (a 409 is the source's word,
 * not a failure of the call); a timeout, a broken connection or a 5xx throws UpstreamError.
 */
export async function callUpstream(
  endpoint: UpstreamEndpoint,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<UpstreamAnswer> {
  const url = `${endpoint.baseUrl.replace(/\/$/, '')}${path}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.token) headers.authorization = `Bearer ${endpoint.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new UpstreamError(
        'timeout',
        `${method} ${path} gave no answer in ${endpoint.timeoutMs} ms`,
      );
    }
    throw new UpstreamError('network', `${method} ${path} could not connect`);
  }
  let parsed: unknown = null;
  try {
    const text = await response.text();
    parsed = text ? JSON.parse(text) : null;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new UpstreamError(
        'timeout',
        `${method} ${path} stopped answering after ${endpoint.timeoutMs} ms`,
      );
    }
    parsed = null;
  }
  if (response.status >= 500) {
    throw new UpstreamError(
      'server',
      `${method} ${path} answered ${response.status}`,
      response.status,
    );
  }
  return { status: response.status, body: parsed };
}

/** A feed is read at most this many pages deep: a source that pages on forever ends the read. */
export const MAX_FEED_PAGES = 1_000;

// A body key as words for a message: ticket_groups and ticketGroups are both "ticket groups".
const words = (key: string) => key.replace(/_|(?=[A-Z])/g, ' ').toLowerCase();

/**
 * GETs one page of a listing feed: the rows are the array at `key` of a 200 answer, with the rest
 * of the body for paging; anything else is a server error of the source.
 */
export async function getFeedRows(
  endpoint: UpstreamEndpoint,
  path: string,
  key: string,
): Promise<{ rows: unknown[]; body: Record<string, unknown> }> {
  const answer = await callUpstream(endpoint, 'GET', path);
  const body = answer.body as Record<string, unknown> | null;
  const rows = body?.[key];
  if (answer.status !== 200 || !body || !Array.isArray(rows)) {
    throw new UpstreamError(
      'server',
      `GET ${path.split('?')[0]} answered ${answer.status} without ${words(key)}`,
      answer.status,
    );
  }
  return { rows, body };
}

/** How a call that may fail for a moment is tried again. */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before the second try; doubled before each next one (with up to 50 % jitter). */
  baseDelayMs: number;
  /** Longest wait between two tries. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 8_000 };

/** Delay before try number `attempt` + 1 (attempt counts from 1). */
export function backoffDelay(policy: RetryPolicy, attempt: number, random = Math.random): number {
  const exact = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exact * (0.5 + random() / 2));
}

/** Runs `call`, trying again with backoff while it throws UpstreamError; other errors pass. */
export async function withRetry<T>(
  policy: RetryPolicy,
  call: () => Promise<T>,
  onRetry?: (error: UpstreamError, attempt: number, delayMs: number) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof UpstreamError) || attempt >= policy.attempts) throw error;
      const delay = backoffDelay(policy, attempt);
      onRetry?.(error, attempt, delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** A reason to show for an answer the source refused: its own message when it gave one. */
export function refusalReason(answer: UpstreamAnswer, fallback: string): string {
  const body = answer.body as { error?: unknown; message?: unknown } | null;
  const message =
    typeof body?.error === 'string'
      ? body.error
      : typeof body?.message === 'string'
        ? body.message
        : null;
  return message ? `${fallback}: ${message}` : `${fallback} (${answer.status})`;
}
