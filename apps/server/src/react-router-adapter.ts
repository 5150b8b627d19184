import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';

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
}

/**
 * Mounts React Router as the catch-all route: Fastify request → Web Request → streamed Response,
 * every Set-Cookie kept, and the render aborted when the client goes away.
 */
export async function mountReactRouter(app: FastifyInstance, options: WebHandlerOptions) {
  await app.register(async (web) => {
    // The web app reads the body itself (form actions), so Fastify must not consume it.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));

    web.all('/*', async (request, reply) => {
      const handle = await options.getHandler();
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      const webRequest = toWebRequest(request, controller.signal);
      const nonce = randomBytes(16).toString('base64');
      const context: AppLoadContext = {
        nonce,
        requestId: request.id,
        publicBaseUrl: options.publicBaseUrl,
        apiFetch: createInProcessFetch(options.api, request),
      };
      const response = await handle(webRequest, context);
      return sendWebResponse(reply, response, options.mode === 'production' ? nonce : null);
    });
  });
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

function sendWebResponse(reply: FastifyReply, response: Response, nonce: string | null) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    // Headers joins repeated Set-Cookie values with commas, which breaks cookie dates: send each.
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (nonce && response.headers.get('content-type')?.startsWith('text/html')) {
    reply.header('content-security-policy', contentSecurityPolicy(nonce));
  }
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * A fetch for the web app's API client that goes through `app.inject`: no socket, same handlers,
 * the visitor's cookies and request id passed along.
 */
function createInProcessFetch(api: FastifyInstance, incoming: FastifyRequest) {
  return async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    const cookie = incoming.headers.cookie;
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    headers.set('x-request-id', incoming.id);
    const result = await api.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: Object.fromEntries(headers),
      payload: init.body as string | undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(result.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const v of value) responseHeaders.append(name, String(v));
      else responseHeaders.set(name, String(value));
    }
    const noBody = result.statusCode === 204 || result.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(result.rawPayload), {
      status: result.statusCode,
      headers: responseHeaders,
    });
  };
}
