import {
  matchUpQuerySchema,
  matchUpResponseSchema,
  performerListResponseSchema,
  performerNameQuerySchema,
  performerNameResponseSchema,
  performerQuerySchema,
  performerResponseSchema,
  trendingPerformerQuerySchema,
} from '@reprise/domain/schemas/catalog';
import type { PublicReads } from '../platform/read-routes';
import type { Context } from '../platform/service-context';
import {
  getMatchUp,
  getPerformer,
  getPerformerName,
  getTrendingPerformers,
} from './performer-service';

/** Performer reads: /performer, /performerName, /getTrendingPerformer, /matchUpSectionData. */
export function performerReads(read: PublicReads, ctx: () => Context): void {
  read.get('/performer', {
    summary: 'One performer by slug or id, with its upcoming events (the /performer call)',
    input: performerQuerySchema,
    response: performerResponseSchema,
    handler: async (query) => ({ data: await getPerformer(ctx(), query) }),
  });

  read.get('/performerName', {
    summary: "A performer's name and title for breadcrumbs (the /performerName call)",
    input: performerNameQuerySchema,
    response: performerNameResponseSchema,
    handler: async (query) => ({ data: await getPerformerName(ctx(), query.slug) }),
  });

  read.get('/getTrendingPerformer', {
    summary: 'Most popular performers, optionally of one category',
    input: trendingPerformerQuerySchema,
    response: performerListResponseSchema,
    handler: async (query) => ({ data: await getTrendingPerformers(ctx(), query) }),
  });

  read.get('/matchUpSectionData', {
    summary: "An event's home and away sides with their next events",
    input: matchUpQuerySchema,
    response: matchUpResponseSchema,
    handler: async (query) => ({ data: await getMatchUp(ctx(), query.eventId, query.limit) }),
  });
}
