import { categoryPath } from '@reprise/domain/routes';
import type { Category, EventSummary } from '@reprise/domain/schemas/catalog';
import { Link } from 'react-router';
import type { PageLoadArgs } from '../../lib/page-load';
import { UpcomingEventList } from '../events/upcoming-event-list';

const UPCOMING_EVENTS_SHOWN = 12;

export interface HomePageData {
  categories: Category[];
  events: EventSummary[];
}

/** Data of the home page, with or without a country prefix. */
export async function loadHomePage({ api }: PageLoadArgs): Promise<HomePageData> {
  const [categories, upcoming] = await Promise.all([
    api.categories(),
    api.upcomingEvents(UPCOMING_EVENTS_SHOWN),
  ]);
  return { categories: categories.data, events: upcoming.data };
}

export const HOME_TITLE = 'Reprise | Tickets for sports, concerts, theatre and festivals';
export const HOME_DESCRIPTION =
  'Experience live again: buy tickets to sports, concerts, theatre, festivals and special events. All-in prices, 100% guaranteed.';

/** The home page. */
export function HomePage({ data }: { data: HomePageData }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Experience live again</h1>
      <nav aria-labelledby="categories-heading" className="mt-8">
        <h2 id="categories-heading" className="text-xl font-bold">
          Categories
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {data.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={categoryPath(category.slug)}
                className="inline-block rounded-full bg-slate-100 px-4 py-2 font-medium text-slate-900 hover:bg-slate-200"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="upcoming-heading" className="mt-10">
        <h2 id="upcoming-heading" className="text-xl font-bold">
          Upcoming events
        </h2>
        <div className="mt-4">
          <UpcomingEventList events={data.events} />
        </div>
      </section>
    </main>
  );
}
