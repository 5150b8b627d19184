import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { COOKIE_NAMES, DEFAULT_CURRENCY } from '@reprise/domain/constants';
import { parseCookies } from '@reprise/domain/cookie-header';
import { preferredEncoding } from '@reprise/domain/http/accept-encoding';
import {
  type EventListingsQuery,
  eventListingsBodySchema,
  eventListingsQuerySchema,
  eventListingsResponseSchema,
} from '@reprise/domain/schemas/event-listings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BoundedLru } from '../cache/bounded-lru';
import { requestReadScope } from '../cache/read-scope';
import { eventTag } from '../events/public';
import { loadRates } from '../money/public';
import { PUBLIC_CACHE, payloadEtag } from '../platform/public-caching';
import { readContext } from '../platform/service-context';
import { listingPage } from './listing-page';
import { LISTINGS_TTL_MS, type ListingsSource, loadEventListings } from './listing-service';

interface CachedAnswer {
  json: string;
  etag: string;
  /** The JSON compressed once, on the first request that accepts it. */
  br?: Buffer;
  gzip?: Buffer;
}

// Distinct listing URLs whose answers a copy remembers for answerAgain (views of popular events).
const ANSWERED_URLS = 2_000;

// Below this the bytes saved are not worth a header (the same threshold as @fastify/compress).
const COMPRESS_FROM_BYTES = 1024;

/** The listings calls: GET and POST /event/listings. */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => readContext(app);

  // The same view is asked for again and again (every visitor of a popular event opens it with
  // the same quantity and sort), so the serialised answer is kept beside the data it was made
  // from, under the same tags and TTL: a repeat costs a lookup, not a page of JSON.
  function answer(
    query: EventListingsQuery,
    source: ListingsSource,
    request: FastifyRequest,
  ): { key: string; value: Promise<CachedAnswer> } {
    const { eventId, fromCurrencyCode, toCurrencyCode, ...view } = query;
    const key = `listings:json:${eventId}:${source.fromCurrencyCode ?? ''}:${source.toCurrencyCode ?? ''}:${JSON.stringify(view)}`;
    const value = app.readCache.get(
      key,
      { ttlMs: LISTINGS_TTL_MS, tags: ['listings', eventTag(eventId)] },
      async () => {
        const base = await loadEventListings(ctx(), source, request.log);
        const json = JSON.stringify({ data: listingPage(base, view) });
        return { json, etag: payloadEtag(json) };
      },
    );
    return { key, value };
  }

  // A browser's GET of a URL answered before goes straight to that answer while the read cache
  // still holds it (same entry: not expired, not invalidated): its query was checked and its key
  // made the first time, and the answer depends on nothing else of the request but the encoding.
  // Calls of a page render take the whole route, so their read scope hears of every read.
  const answered = new BoundedLru<{
    key: string;
    value: Promise<CachedAnswer>;
    cached: CachedAnswer;
  }>({ maxEntries: ANSWERED_URLS, maxBytes: ANSWERED_URLS * 1024 });
  const answerAgain = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const known = answered.get(request.url);
    if (!known || requestReadScope(request)) return done();
    if (app.readCache.peek<CachedAnswer>(known.key) !== known.value) {
      answered.delete(request.url);
      return done();
    }
    // Answered here: the handler does not run, and `done` is not called.
    send(request, reply, known.cached, true);
  };

  // Sent as ready-made JSON text (the response schema documents it, and the tests check it), or
  // as bytes compressed once per cached answer: a popular event's page of listings is asked for
  // by every visitor, and compressing it for each of them would cost more than building it.
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    cached: CachedAnswer,
    publicAnswer: boolean,
  ) => {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding =
      cached.json.length >= COMPRESS_FROM_BYTES
        ? preferredEncoding(request.headers['accept-encoding'])
        : null;
    if (encoding === null) {
      if (publicAnswer) reply.header('etag', cached.etag);
      return reply.send(cached.json);
    }
    if (encoding === 'br' && !cached.br) {
      cached.br = brotliCompressSync(cached.json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    }
    if (encoding === 'gzip' && !cached.gzip) cached.gzip = gzipSync(cached.json);
    const body = encoding === 'br' ? cached.br : cached.gzip;
    // Each encoding is its own representation, with its own validator.
    if (publicAnswer) reply.header('etag', `${cached.etag.slice(0, -1)}-${encoding}"`);
    return reply.header('content-encoding', encoding).send(body);
  };

  app.get(
    '/event/listings',
    {
      config: PUBLIC_CACHE,
      onRequest: answerAgain,
      schema: {
        tags: ['listings'],
        summary:
          "An event's buyable listings: all-in prices in one currency, deal scores, quantity rule, sort, filters and the seat map",
        querystring: eventListingsQuerySchema,
        response: { 200: eventListingsResponseSchema },
      },
    },
    async (request, reply) => {
      const { eventId, fromCurrencyCode, toCurrencyCode } = request.query;
      const source = { eventId, fromCurrencyCode, toCurrencyCode };
      const { key, value } = answer(request.query, source, request);
      const cached = await value;
      if (!requestReadScope(request)) {
        answered.set(request.url, { key, value, cached }, request.url.length * 2 + 128);
      }
      return send(request, reply, cached, true);
    },
  );

  app.post(
    '/event/listings',
    {
      schema: {
        tags: ['listings'],
        summary:
          "The same as GET, in the visitor's currency: toCurrencyCode and fromCurrencyCode, else the currency_to and currency_from cookies, else GBP, the default display currency",
        body: eventListingsBodySchema,
        response: { 200: eventListingsResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const cookies = parseCookies(request.headers.cookie);
      const rates = await loadRates(app.database.db, app.readCache);
      // A cookie is the visitor's stored choice, not input to reject: one we cannot use is ignored.
      const usable = (code: string | undefined) => {
        const upper = code?.trim().toUpperCase();
        return upper && rates.has(upper) ? upper : undefined;
      };
      const source: ListingsSource = {
        eventId: body.eventId,
        fromCurrencyCode: body.fromCurrencyCode ?? usable(cookies[COOKIE_NAMES.currencyFrom]),
        toCurrencyCode:
          body.toCurrencyCode ?? usable(cookies[COOKIE_NAMES.currencyTo]) ?? DEFAULT_CURRENCY,
      };
      return send(request, reply, await answer(body, source, request).value, false);
    },
  );
};
