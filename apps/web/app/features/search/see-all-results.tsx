import type { EventResult } from '@reprise/domain/schemas/search';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import { ShowMoreButton } from '../../ui/show-more-button';
import { TitledSection } from '../../ui/titled-section';
import { useLoadMore } from '../../ui/use-load-more';
import { EventResultContent } from './event-result-content';
import { fetchEventSearch, searchClient } from './search-api';
import { localiseResultUrl } from './search-country';
import { emptyResultText } from './search-texts';

interface SeeAllResultsProps {
  query: string;
  countryCode: string | null;
  initialEvents: EventResult[];
  totalCount: number;
}

/**
 * The events of /see-all with their total, Show More (pages 2+ fetched in the browser and
 * appended, as list pages do when page is more than 1) and Show Less back to page 1.
 */
export function SeeAllResults({
  query,
  countryCode,
  initialEvents,
  totalCount,
}: SeeAllResultsProps) {
  const t = useT();
  const [events, setEvents] = useState(initialEvents);
  const [page, setPage] = useState(1);
  const { loading, failed, load } = useLoadMore((error) =>
    console.error('Loading more search results failed', error),
  );
  const listRef = useRef<HTMLUListElement>(null);

  const showMore = () =>
    load(async () => {
      const next = await fetchEventSearch(searchClient(), query, page + 1, countryCode);
      const known = new Set(events.map((event) => event.id));
      setEvents([...events, ...next.data.events.filter((event) => !known.has(event.id))]);
      setPage(page + 1);
    });

  function showLess() {
    setEvents(initialEvents);
    setPage(1);
    listRef.current?.scrollIntoView({ block: 'start' });
  }

  if (totalCount === 0 || initialEvents.length === 0) {
    return (
      <div className="mt-8">
        <p className="text-lg font-semibold text-slate-950">
          {emptyResultText(t, 'banner', query)}
        </p>
        <p className="mt-1 text-slate-700">{t('search.hint')}</p>
      </div>
    );
  }

  return (
    <TitledSection
      title={t('search.eventsHeading')}
      className="mt-8"
      headingClassName="text-xl font-bold"
    >
      <p className="mt-1 text-slate-700" aria-live="polite">
        {t('search.showing', { shown: events.length, count: totalCount })}
      </p>
      <ul
        ref={listRef}
        className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200"
      >
        {events.map((event) => (
          <li key={event.id}>
            <Link
              to={localiseResultUrl(event.url, countryCode)}
              className="block px-4 py-3 hover:bg-slate-50"
            >
              <EventResultContent event={event} />
            </Link>
          </li>
        ))}
      </ul>
      {failed ? (
        <p className="mt-3 text-slate-700" role="alert">
          {t('search.moreFailed')}
        </p>
      ) : null}
      <div className="mt-4 flex gap-3">
        {events.length < totalCount ? (
          <ShowMoreButton
            loading={loading}
            onClick={showMore}
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-600 disabled:opacity-70"
          >
            {t('search.showMore')}
          </ShowMoreButton>
        ) : null}
        {page > 1 ? (
          <button
            type="button"
            onClick={showLess}
            className="rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-900 hover:bg-slate-100"
          >
            {t('search.showLess')}
          </button>
        ) : null}
      </div>
    </TitledSection>
  );
}
