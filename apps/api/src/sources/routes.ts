import {
  ingestBatchBodySchema,
  ingestResponseSchema,
  type SourceName,
  unlockMercuryBodySchema,
  unlockMercuryResponseSchema,
} from '@reprise/domain/schemas/sources';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countSourceResult } from '../platform/metrics';
import { ingestListings } from './ingest-service';
import { requireSourceKey } from './source-keys';
import { unlockMercuryListing } from './unlock-service';

// A batch of up to INGEST_MAX_ROWS listings is larger than the 1 MiB default body.
const INGEST_BODY_LIMIT = 4 * 1024 * 1024;

const INGEST_ROUTES: { path: string; source: SourceName; rows: string }[] = [
  { path: '/insert/tevolisting', source: 'tevo', rows: 'Ticket Evolution ticket groups' },
  { path: '/insert/automatiqlisting', source: 'automatiq', rows: 'Automatiq listings' },
  {
    path: '/insert/mercuryListing',
    source: 'ticket_network',
    rows: 'TicketNetwork Mercury ticket groups',
  },
  { path: '/insert/myticketslisting', source: 'mytickets', rows: 'mytickets feed rows' },
];

/** The sources' calls: the /insert/* pushes and /unLockMercuryListings. */
export const sourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['sources'];
  for (const route of INGEST_ROUTES) {
    app.post(
      route.path,
      {
        bodyLimit: INGEST_BODY_LIMIT,
        // Rows are checked one by one in the ingest, control characters and nesting included.
        config: { itemsCheckedByRoute: 'listings' },
        // Before the body is read: a stranger's batch is never parsed.
        onRequest: async (request, reply) =>
          requireSourceKey(app.sourcesConfig, route.source, request, reply),
        schema: {
          tags,
          summary: `Upserts a batch of ${route.rows} (source key: Authorization: Bearer <SOURCE_KEY_${route.source.toUpperCase()}>)`,
          description:
            'Each row is checked on its own: a bad row is rejected with its index and reason while the good rows land. ' +
            'Rows are upserted by source and external id; the same batch twice changes nothing. ' +
            "With complete: true, listings of the covered events (the rows' events and eventIds) that the batch no longer names are withdrawn; " +
            'seats already held stay held until their hold ends. Row fields: docs/decisions/0013-external-sources.md.',
          body: ingestBatchBodySchema,
          response: { 200: ingestResponseSchema },
        },
      },
      async (request) => {
        const { listings, complete, eventIds } = request.body;
        const data = await ingestListings(
          {
            db: app.database.db,
            cache: app.readCache,
            onListingsChanged: (eventIds) => app.alertJobs.enqueue(eventIds),
          },
          route.source,
          listings,
          complete ? { complete: true, eventIds: eventIds ?? [] } : { complete: false },
        );
        request.log.info(
          {
            source: data.source,
            received: data.received,
            added: data.added,
            updated: data.updated,
            withdrawn: data.withdrawn,
            rejected: data.rejected.length,
          },
          'source batch ingested',
        );
        countSourceResult(app.metrics, data.source, {
          ...data,
          rejected: data.rejected.length,
        });
        return { data };
      },
    );
  }

  app.post(
    '/unLockMercuryListings',
    {
      // Anyone holding a lockRequestId could otherwise free another fan's seats upstream; fans
      // release through POST /releaseHold, which unlocks upstream server-side.
      onRequest: async (request, reply) =>
        requireSourceKey(app.sourcesConfig, 'ticket_network', request, reply),
      schema: {
        tags,
        summary:
          'Releases a TicketNetwork Mercury seat lock by its lockRequestId (source key: Authorization: Bearer <SOURCE_KEY_TICKET_NETWORK>)',
        description:
          'The lock data is cleared whether or not Mercury confirms the release (a failed unlock too); released says whether it did. ' +
          'Only TicketNetwork itself may call it (401 without its key); a fan leaving checkout releases through POST /releaseHold.',
        body: unlockMercuryBodySchema,
        response: { 200: unlockMercuryResponseSchema },
      },
    },
    async (request) => ({
      data: await unlockMercuryListing(
        { db: app.database.db, config: app.sourcesConfig, log: request.log },
        request.body.lockRequestId,
      ),
    }),
  );
};
