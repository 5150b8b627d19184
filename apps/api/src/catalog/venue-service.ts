import { normalizeCountryCode } from '@reprise/domain/country';
import { venuePath } from '@reprise/domain/routes';
import type { VenueListResponse } from '@reprise/domain/schemas/catalog';
import type { Context } from '../platform/service-context';
import { listVenues } from './venue-queries';

const VENUES_TTL_MS = 60_000;

export interface VenuePage {
  page: number;
  limit: number;
}

async function venuePage(
  ctx: Context,
  key: string,
  page: VenuePage,
  filter: Omit<Parameters<typeof listVenues>[1], 'limit' | 'offset' | 'now'>,
): Promise<VenueListResponse> {
  return ctx.cache.get(
    `venues:${key}:${page.page}:${page.limit}`,
    { ttlMs: VENUES_TTL_MS, tags: ['venues', 'events'] },
    async () => {
      const rows = await listVenues(ctx.db, {
        ...filter,
        limit: page.limit,
        offset: (page.page - 1) * page.limit,
        now: new Date(),
      });
      return {
        data: rows.map(({ total: _total, ...venue }) => ({
          ...venue,
          path: venuePath(venue.slug),
        })),
        total: rows[0]?.total ?? 0,
        page: page.page,
        limit: page.limit,
      };
    },
  );
}

/** Venues with upcoming events, by city or country (the /event/venue/list call). */
export function getVenuesWithEvents(
  ctx: Context,
  query: VenuePage & { cityId?: number; countryCode?: string },
): Promise<VenueListResponse> {
  // us is a real market here, unlike in URL prefixes; noc means "anywhere".
  const code = query.countryCode?.toLowerCase();
  const countryCode = code === 'us' ? 'us' : (normalizeCountryCode(code) ?? undefined);
  return venuePage(ctx, `upcoming:${query.cityId ?? ''}:${countryCode ?? ''}`, query, {
    withUpcomingEvents: true,
    cityId: query.cityId,
    countryCode,
  });
}

/** Every venue, searchable by name (the /getVenueList call, the venues see-all page). */
export function getVenueList(
  ctx: Context,
  query: VenuePage & { search?: string; slug?: string },
): Promise<VenueListResponse> {
  const key = `all:${query.search?.toLowerCase() ?? ''}:${query.slug ?? ''}`;
  return venuePage(ctx, key, query, {
    withUpcomingEvents: false,
    search: query.search,
    slug: query.slug,
  });
}
