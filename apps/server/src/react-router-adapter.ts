import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ReadScope, runInReadScope } from '@reprise/api/cache/read-scope';
import { IN_PROCESS_HEADER, IN_PROCESS_SECRET } from '@reprise/api/platform/in-process';
import { DEFAULT_CDN_BASE_URL } from '@reprise/domain/constants';
import { hasControlCharacter } from '@reprise/domain/text/control-characters';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import inject from 'light-my-request';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { CATALOGUE_URLS } from './catalogue-files';
import { contentSecurityPolicy } from './content-security-policy';
import { InProcessCookieJar } from './in-process-cookies';
import { busyAnswer, RETRY_AFTER_SECONDS } from './overload';
import { preparePage } from './page-cache/cached-page';
import type { Flight, PageCache, PageEntry, PageHit, RenderedShare } from './page-cache/page-cache';
import {
  type SharedPageRequest,
  sharedPageRequest,
  signedInSharedPageRequest,
} from './page-cache/page-request';
import { PAGE_CACHE_HEADER, sendSharedPage } from './page-cache/send-page';
import type { ReleasePlace, RenderGate } from './render-gate';

/** What React Router's `createRequestHandler` returns: a Web Request in, a Web Response out. */
export type WebRequestHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export interface WebHandlerOptions {
  /** Returns the handler for this request; in dev Vite reloads the build after every edit. */
  getHandler: () => Promise<WebRequestHandler>;
  mode: 'production' | 'development';
  /** The API, reached in-process (no socket) by the web app's loaders and actions. */
  api: FastifyInstance;
  /** PUBLIC_BASE_URL, for canonical links. */
  publicBaseUrl: string;
  /**
   * Rendered anonymous pages shared between visitors (production). Without it, anonymous pages
   * are still rendered whole and sent with public caching headers, just not kept here.
   */
  pageCache?: PageCache;
  /** SUPPORT_CHAT_SCRIPT_URL: the chat script the page loads on demand, and the CSP allows. */
  supportChatScriptUrl?: string | null;
  /** Stripe takes payments: the page policy allows Stripe's origins (ADR 0021). */
  stripe?: boolean;
  /** CDN_BASE_URL: the base of the image paths the web app builds itself (default /api/img). */
  cdnBaseUrl?: string;
  /** Bounds the renders in flight and their line; a request it turns away gets the 503. */
  renderGate?: RenderGate;
}

// Longest a shared page is kept when none of what it read was cached with a TTL (uncached reads
// have no tag to be invalidated by, so time is their only bound).
const SHARED_PAGE_MAX_AGE_MS = 60_000;
const PERSONAL = 'private, no-store';
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

/** What a render did besides its response. */
interface RenderFlags {
  /** A loader said the page depends on who asks (`markPersonal`), or an API GET answered private. */
  personal: boolean;
  /** An in-process API call answered 5xx: the page may show a fallback, not worth sharing. */
  apiFailed: boolean;
  /** React reported an error after the shell was sent. */
  renderFailed: boolean;
}

interface Rendered {
  response: Response;
  /** The document as React's Node stream or, rendered complete, whole; any other response's body. */
  body: Readable | Buffer | null;
  apiCookies: readonly string[];
  nonce: string;
  scope: ReadScope;
  flags: RenderFlags;
}

/**
 * Mounts React Router as the catch-all route. Anonymous GETs are rendered as a whole for
 * everyone with the same key (page-request.ts): kept in the page cache, sent with an ETag,
 * public caching headers and a hash-based CSP. Every other request (signed in, a form post,
 * a personal page) streams React's Node stream straight to the socket with a per-request nonce.
 * Every Set-Cookie is kept, and a personal render is aborted when its client goes away.
 */
export async function mountReactRouter(app: FastifyInstance, options: WebHandlerOptions) {
  await app.register(async (web) => {
    // The web app reads the body itself (form actions), so Fastify must not consume it.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));

    web.all('/*', (request, reply) => {
      // Pages are read (GET, HEAD) and forms posted (POST); anything else (TRACE, PUT …) is
      // refused here, before React Router, whose own refusal would be a 500 page with its message.
      if (!PAGE_METHODS.includes(request.method)) {
        reply.header('allow', PAGE_METHODS.join(', ')).header('cache-control', PERSONAL);
        if (request.method === 'OPTIONS') return reply.status(204).send();
        return reply
          .status(405)
          .type('text/plain; charset=utf-8')
          .send(`${request.method} is not allowed here. This address answers GET, HEAD and POST.`);
      }
      // A control character (NUL included) in the address is no page of ours: say where it is.
      const hostile = controlCharacterIn(request.url);
      if (hostile) {
        return reply
          .status(400)
          .header('cache-control', PERSONAL)
          .type('text/plain; charset=utf-8')
          .send(`The address must not contain control characters (${hostile}).`);
      }
      const cache = options.pageCache;
      // Dev builds change with every edit: nothing is shared there. A signed-in visitor gets the
      // shared page too, unless it was found personal (ADR 0021).
      const anonymous = options.mode === 'production' ? sharedPageRequest(request) : null;
      const signedIn =
        options.mode === 'production' && cache && !anonymous
          ? signedInSharedPageRequest(request)
          : null;
      const forSignedIn = signedIn !== null && !cache?.isPersonal(signedIn.key);
      const shared = anonymous ?? (forSignedIn ? signedIn : null);
      // Most page requests are answered from the cache: that answer takes no promise and no
      // await (each costs microtasks and async-context bookkeeping on every hit).
      const hit = shared ? cache?.get(shared.key) : undefined;
      if (shared && cache && hit) {
        return answerHit(request, reply, options, cache, shared, hit, forSignedIn);
      }
      return renderOrWait(request, reply, options, shared, forSignedIn);
    });
  });
}

/**
 * Sends a page found in the cache. Data past its TTL: this visitor still gets the page, and one
 * render in the background replaces it, so nobody waits for that render.
 */
function answerHit(
  request: FastifyRequest,
  reply: FastifyReply,
  options: WebHandlerOptions,
  cache: PageCache,
  shared: SharedPageRequest,
  hit: PageHit,
  forSignedIn: boolean,
) {
  if (hit.stale && request.method === 'GET' && !cache.waitFor(shared.key)) {
    refreshInBackground(request, cache.takeOff(shared.key), options, shared);
  }
  const sent = sendSharedPage(request, reply, hit.entry, hit.stale ? 'stale' : 'hit', forSignedIn);
  // Sent already (its encoding was ready): nothing for Fastify to wait on.
  return sent === reply ? undefined : sent;
}

/**
 * A page not in the cache: waits for the render another request has in flight for it, or renders
 * it in a place of the render gate (a 503 when none frees up in good time). The cache was looked
 * at once already; it is looked at again after waiting in line.
 */
async function renderOrWait(
  request: FastifyRequest,
  reply: FastifyReply,
  options: WebHandlerOptions,
  shared: SharedPageRequest | null,
  forSignedIn: boolean,
) {
  const gate = options.renderGate;
  const cache = options.pageCache;
  let release: ReleasePlace | null = null;
  for (;;) {
    if (shared) {
      const hit = release ? cache?.get(shared.key) : undefined;
      if (hit?.stale && cache && request.method === 'GET' && !cache.waitFor(shared.key)) {
        refreshInBackground(request, cache.takeOff(shared.key), options, shared);
      }
      const kept = hit?.entry;
      const outcome = hit?.stale ? 'stale' : 'hit';
      // Another request is rendering this page: wait for it rather than render it again. No
      // await before takeOff otherwise, or visitors arriving together would all miss.
      const flight = kept ? undefined : cache?.waitFor(shared.key);
      const landed = kept ?? (flight ? await flight : null);
      if (landed) {
        release?.();
        return sendSharedPage(request, reply, landed, kept ? outcome : 'hit', forSignedIn);
      }
    }
    if (!gate || release) break;
    release = await gate.enter();
    if (!release) return reply.send(busyAnswer(request, reply, RETRY_AFTER_SECONDS));
    // Looked at once more: while this request waited in line, another may have rendered
    // the page or started to.
  }
  if (!shared || request.method === 'HEAD') {
    // A personal page streams: its place is given back when the answer ends or is dropped.
    // A visitor who left while waiting in line is gone already: 'close' will not come again.
    if (release && reply.raw.destroyed) release();
    else if (release) reply.raw.once('close', release);
    return sendPersonal(reply, await render(request, reply, options, shared), options);
  }
  try {
    return await renderShared(request, reply, options, shared, forSignedIn);
  } finally {
    release?.();
  }
}

/** Where a request URL holds a control character once decoded: 'path' or 'query parameter x'. */
export function controlCharacterIn(url: string): string | null {
  // Without a percent sign decoding changes nothing but `+` into a space: a URL clean as received
  // is clean decoded, and nearly every one is (checked on every page request).
  if (!url.includes('%') && !hasControlCharacter(url)) return null;
  const [path = '', query = ''] = url.split('?', 2);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
  } catch {
    decodedPath = path;
  }
  if (hasControlCharacter(decodedPath)) return 'path';
  for (const [name, value] of new URLSearchParams(query)) {
    if (hasControlCharacter(name)) return 'a query parameter name';
    if (hasControlCharacter(value)) return `query parameter ${name}`;
  }
  return null;
}

/** A handler factory for a server build that changes only when Vite hands back a new one. */
export function reactRouterHandler(
  getBuild: () => Promise<ServerBuild>,
  mode: 'production' | 'development',
): () => Promise<WebRequestHandler> {
  let cached: { build: ServerBuild; handle: WebRequestHandler } | null = null;
  return async () => {
    const build = await getBuild();
    if (cached?.build !== build) cached = { build, handle: createRequestHandler(build, mode) };
    return cached.handle;
  };
}

async function render(
  request: FastifyRequest,
  reply: FastifyReply | null,
  options: WebHandlerOptions,
  shared: SharedPageRequest | null,
): Promise<Rendered> {
  const handle = await options.getHandler();
  const controller = new AbortController();
  // A shared render is finished even if its visitor leaves: others are waiting for the page.
  if (!shared && reply) {
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
  }
  const webRequest = shared
    ? toSharedWebRequest(request, shared, controller.signal)
    : toWebRequest(request, controller.signal);
  const nonce = randomBytes(16).toString('base64');
  const cookies = new InProcessCookieJar(shared ? shared.cookieHeader : request.headers.cookie);
  const flags: RenderFlags = { personal: false, apiFailed: false, renderFailed: false };
  let document: Readable | Buffer | null = null;
  const context: AppLoadContext = {
    nonce,
    requestId: request.id,
    publicBaseUrl: options.publicBaseUrl,
    supportChatScriptUrl: options.supportChatScriptUrl ?? null,
    cdnBaseUrl: (options.cdnBaseUrl ?? DEFAULT_CDN_BASE_URL).replace(/\/+$/, ''),
    catalogueUrls: CATALOGUE_URLS,
    apiFetch: createInProcessFetch(options.api, request, cookies, flags, shared !== null),
    markPersonal: () => {
      flags.personal = true;
    },
    document: {
      complete: shared !== null,
      send: (body) => {
        document = body;
      },
      fail: () => {
        flags.renderFailed = true;
      },
    },
  };
  // Every cached read of the render, in-process API calls included, reports its tags to the scope.
  const scope = new ReadScope();
  const response = await runInReadScope(scope, () => handle(webRequest, context));
  const body =
    document ?? (response.body ? Readable.fromWeb(response.body as NodeReadableStream) : null);
  return { response, body, apiCookies: cookies.setCookies(), nonce, scope, flags };
}

function setResponseHeaders(reply: FastifyReply, rendered: Rendered) {
  const { response, apiCookies } = rendered;
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    // Headers joins repeated Set-Cookie values with commas, which breaks cookie dates: send each.
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  // The API's cookies first (sign-in, token rotation), then the page's own, which win on a clash.
  const cookies = [...apiCookies, ...response.headers.getSetCookie()];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

const isHtml = (response: Response) =>
  response.headers.get('content-type')?.startsWith('text/html') ?? false;

/** Streams a render to this visitor alone: never kept by us, a CDN or another visitor's browser. */
function sendPersonal(reply: FastifyReply, rendered: Rendered, options: WebHandlerOptions) {
  setResponseHeaders(reply, rendered);
  reply.header(PAGE_CACHE_HEADER, 'bypass');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', PERSONAL);
  if (options.mode === 'production' && isHtml(rendered.response)) {
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ nonce: rendered.nonce }, options),
    );
  }
  return reply.send(rendered.body ?? undefined);
}

// What makes a response unfit to share, besides the flags: anything but a plain 200 page or
// data answer, any cookie, or a route's own private Cache-Control.
function shareable(rendered: Rendered): boolean {
  const { response, apiCookies, flags } = rendered;
  if (flags.personal || flags.apiFailed || flags.renderFailed) return false;
  if (response.status !== 200 || apiCookies.length > 0) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (/\b(private|no-store|no-cache)\b/i.test(cacheControl)) return false;
  const type = response.headers.get('content-type') ?? '';
  return type.startsWith('text/html') || type.startsWith('text/x-script');
}

async function readAll(body: Readable | Buffer | null): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Stops a render's stream nobody will read (a whole document needs nothing). */
function discard(body: Readable | Buffer | null) {
  if (body instanceof Readable) body.destroy();
}

// Whether an unshareable render is so because of what the page is (it depends on who asks), not
// because of what happened this time (an API failure, a redirect, a cookie set).
function personalPage(rendered: Rendered): boolean {
  const cacheControl = rendered.response.headers.get('cache-control') ?? '';
  return rendered.flags.personal || /\b(private|no-store)\b/i.test(cacheControl);
}

/**
 * Renders an anonymous page once for everyone waiting on its key, keeps it, sends it. For a
 * signed-in visitor (`forSignedIn`) an unshareable outcome is thrown away and the page rendered
 * again as theirs: the shared render saw none of their session.
 */
async function renderShared(
  request: FastifyRequest,
  reply: FastifyReply,
  options: WebHandlerOptions,
  shared: SharedPageRequest,
  forSignedIn: boolean,
) {
  const flight = options.pageCache?.takeOff(shared.key);
  let entry: PageEntry;
  try {
    const rendered = await render(request, reply, options, shared);
    if (!shareable(rendered)) {
      flight?.cancel();
      if (personalPage(rendered)) options.pageCache?.rememberPersonal(shared.key);
      if (!forSignedIn) return sendPersonal(reply, rendered, options);
      discard(rendered.body);
      return sendPersonal(reply, await render(request, reply, options, null), options);
    }
    const body = await readAll(rendered.body);
    // An error while the rest of the page streamed: send what there is, keep nothing.
    if (rendered.flags.renderFailed) {
      flight?.cancel();
      return sendPersonal(reply, { ...rendered, body: Readable.from([body]) }, options);
    }
    const share = shareOf(rendered, body, options);
    entry = flight
      ? flight.land(share)
      : { value: share.page, tags: [], expiresAt: share.expiresAt, bytes: 0 };
  } catch (error) {
    flight?.cancel();
    throw error;
  }
  return sendSharedPage(request, reply, entry, 'miss', forSignedIn);
}

/** A shareable render made ready to keep: tagged, fresh as long as its data. */
function shareOf(rendered: Rendered, body: Buffer, options: WebHandlerOptions): RenderedShare {
  const page = preparePage(200, rendered.response.headers, body, options);
  const expiresAt = Math.min(rendered.scope.expiresAt, Date.now() + SHARED_PAGE_MAX_AGE_MS);
  return { page, tags: rendered.scope.tags, expiresAt };
}

/**
 * Renders a fresh copy of a stale shared page for the visitors after this one, in a render place
 * of its own (none free in good time: the stale copy serves out its grace, then a visitor renders).
 * The render sees only the shared form of the request, as every shared render does.
 */
function refreshInBackground(
  request: FastifyRequest,
  flight: Flight,
  options: WebHandlerOptions,
  shared: SharedPageRequest,
): void {
  void (async () => {
    const release = options.renderGate ? await options.renderGate.enter() : () => {};
    if (!release) return flight.cancel();
    try {
      const rendered = await render(request, null, options, shared);
      if (!shareable(rendered)) {
        discard(rendered.body);
        return flight.cancel();
      }
      const body = await readAll(rendered.body);
      if (rendered.flags.renderFailed) return flight.cancel();
      flight.land(shareOf(rendered, body, options));
    } catch (error) {
      flight.cancel();
      request.log.error(
        { err: error, url: shared.pathAndQuery },
        'refreshing a shared page failed',
      );
    } finally {
      release();
    }
  })();
}

// What a shared render may see of the request: its method, URL and host, and the vary cookies
// (set by the in-process cookie jar). Nothing else, so nothing else can change the page.
function toSharedWebRequest(
  request: FastifyRequest,
  shared: SharedPageRequest,
  signal: AbortSignal,
): Request {
  const url = new URL(shared.pathAndQuery, `${request.protocol}://${request.host}`);
  const headers = new Headers({ host: request.host });
  const accept = request.headers.accept;
  if (accept) headers.set('accept', accept);
  if (shared.cookieHeader) headers.set('cookie', shared.cookieHeader);
  return new Request(url, { method: request.method, headers, signal });
}

function toWebRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

// What the API needs to know of the visitor's own request: who asks (same-origin proof, language)
// and where. The API sees the in-process call as the visitor's request, from the visitor's IP.
const FORWARDED_HEADERS = [
  'host',
  'origin',
  'referer',
  'sec-fetch-site',
  'user-agent',
  'accept-language',
] as const;
// A shared render forwards nothing that differs between the visitors who will get the page.
const SHARED_FORWARDED_HEADERS = ['host'] as const;

/**
 * A fetch for the web app's API client that goes through `app.inject`: no socket, same handlers,
 * the visitor's IP, cookies, origin headers and request id passed along, and the cookies the API
 * sets kept for the browser and for the next call. It also notes what makes a page unfit to
 * share: an API failure, or a GET answered `private` (an answer about this visitor).
 */
function createInProcessFetch(
  api: FastifyInstance,
  incoming: FastifyRequest,
  cookies: InProcessCookieJar,
  flags: RenderFlags,
  shared: boolean,
) {
  const forwarded = shared ? SHARED_FORWARDED_HEADERS : FORWARDED_HEADERS;
  return async (path: string, init: RequestInit = {}): Promise<ApiAnswer> => {
    const headers = requestHeaders(init.headers);
    for (const name of forwarded) {
      const value = incoming.headers[name];
      if (typeof value === 'string' && headers[name] === undefined) headers[name] = value;
    }
    const cookie = cookies.header();
    if (cookie && headers.cookie === undefined) headers.cookie = cookie;
    headers['x-request-id'] = incoming.id;
    // The visitor's one page request is what counts against their global budget, not each call.
    headers[IN_PROCESS_HEADER] = IN_PROCESS_SECRET;
    const method = (init.method ?? 'GET').toUpperCase();
    // light-my-request on the server's own router, as `api.inject` does, except that it keeps
    // working while the server closes: renders admitted before a shutdown still finish.
    const result = await inject(api.routing, {
      method: method as 'GET',
      url: path,
      headers,
      payload: init.body as string | undefined,
      remoteAddress: incoming.ip,
    });
    if (result.statusCode >= 500) flags.apiFailed = true;
    const cacheControl = String(result.headers['cache-control'] ?? '');
    if (method === 'GET' && result.statusCode < 300 && /\bprivate\b/.test(cacheControl)) {
      flags.personal = true;
    }
    const setCookie = result.headers['set-cookie'];
    if (setCookie) cookies.record(Array.isArray(setCookie) ? setCookie : [String(setCookie)]);
    const noBody = result.statusCode === 204 || result.statusCode === 304;
    return inProcessAnswer(result.statusCode, noBody ? '' : result.payload);
  };
}

type ApiAnswer = Awaited<ReturnType<AppLoadContext['apiFetch']>>;

/** A loader's request headers as one object of lower-case names (as Headers would name them). */
function requestHeaders(init: HeadersInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!init) return headers;
  const entries =
    init instanceof Headers || Array.isArray(init) ? init : Object.entries(init as object);
  for (const [name, value] of entries) headers[name.toLowerCase()] = String(value);
  return headers;
}

/**
 * An in-process API answer as the web app reads it: its body is a string already (light-my-request
 * collected it), parsed when asked, with no Web Response and body stream built around it.
 */
function inProcessAnswer(status: number, body: string): ApiAnswer {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(body),
    text: async () => body,
  };
}
