import { PAGE_HEADERS } from './page-paths';
import type { BenchTarget } from './run-autocannon';

interface ListingsAnswer {
  data: { count: number; map: unknown };
}

/** The busiest upcoming event with a seat map: the page with the most to draw and to price. */
export async function busiestEvent(baseUrl: string): Promise<{ id: number; path: string }> {
  const upcoming = (await (await fetch(`${baseUrl}/api/events/upcoming?limit=50`)).json()) as {
    data: { id: number; path: string }[];
  };
  let best: { id: number; path: string; count: number } | undefined;
  for (const event of upcoming.data) {
    const answer = (await (
      await fetch(`${baseUrl}/api/event/listings?eventId=${event.id}&limit=1`)
    ).json()) as ListingsAnswer;
    if (answer.data.map && (!best || answer.data.count > best.count)) {
      best = { ...event, count: answer.data.count };
    }
  }
  if (!best) throw new Error('No upcoming event with a seat map to measure');
  return best;
}

/** The event page rendered on the server, and GET /event/listings of the same event. */
export function eventTargets(event: { id: number; path: string }): BenchTarget[] {
  return [
    { name: 'event page SSR', path: event.path, headers: { ...PAGE_HEADERS } },
    // As browsers ask for it: compressed (the route keeps each answer compressed once).
    {
      name: 'event listings',
      path: `/api/event/listings?eventId=${event.id}`,
      headers: { 'accept-encoding': 'br, gzip' },
    },
  ];
}
