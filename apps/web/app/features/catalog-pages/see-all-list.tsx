import { SHOW_MORE_LIMIT } from '@reprise/domain/constants';
import { withCountryPrefix } from '@reprise/domain/country';
import { cityPath } from '@reprise/domain/routes';
import type { Genre } from '@reprise/domain/schemas/catalog';
import type { City } from '@reprise/domain/schemas/geo';
import { Link } from 'react-router';
import { type ApiClient, browserApi } from '../../lib/api-client';
import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import { TileGrid } from '../../ui/image-tile';
import { ShowMoreButtons } from './show-more-buttons';
import { useShowMore } from './use-show-more';

/** One entry of a see-all list: a named link, with an image and a detail line when known. */
export interface SeeAllItem {
  key: string;
  name: string;
  /** Path without country prefix. */
  path: string;
  image: string | null;
  detail: string | null;
}

/** A city as a see-all entry. */
export function cityItem(city: City): SeeAllItem {
  return {
    key: `city-${city.id}`,
    name: city.name,
    path: cityPath(city),
    image: city.s3_image_url,
    detail: [city.state, city.country.toUpperCase()].filter(Boolean).join(', '),
  };
}

/** A genre or league as a see-all entry. */
export function genreItem(genre: Genre): SeeAllItem {
  return {
    key: `genre-${genre.id}`,
    name: genre.name,
    path: genre.path,
    image: genre.image,
    detail: genre.category_name,
  };
}

/**
 * The body of a see-all page: its h1, a grid of links and Show More / Show Less. With loadPage the
 * next pages are fetched and appended; without it everything came with the loader.
 */
export function SeeAllList({
  title,
  intro,
  items,
  total,
  pageSize = SHOW_MORE_LIMIT,
  countryCode,
  loadPage,
  what,
}: {
  title: string;
  intro?: string;
  items: SeeAllItem[];
  total: number;
  pageSize?: number;
  countryCode: string | null;
  loadPage?: (page: number, api: ApiClient) => Promise<SeeAllItem[]>;
  what: MessageKey;
}) {
  const t = useT();
  const list = useShowMore({
    items,
    total,
    initialCount: pageSize,
    increment: pageSize,
    pageSize,
    loadPage: loadPage ? (page) => loadPage(page, browserApi()) : undefined,
  });
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      {list.visible.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('list.nothingYet')}</p>
      ) : (
        <TileGrid
          className="mt-6"
          items={list.visible}
          itemKey={(item) => item.key}
          renderItem={(item) => (
            <Link
              to={withCountryPrefix(item.path, countryCode)}
              className="group block h-full rounded-xl border border-slate-200 bg-white p-2 hover:border-brand-600"
            >
              {item.image ? (
                <img
                  src={item.image}
                  alt=""
                  width={240}
                  height={135}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video w-full rounded-lg bg-slate-200 object-cover"
                />
              ) : null}
              <span className="mt-2 block px-1 font-semibold text-slate-950 group-hover:text-brand-700">
                {item.name}
              </span>
              {item.detail ? (
                <span className="block px-1 text-sm text-slate-700">{item.detail}</span>
              ) : null}
            </Link>
          )}
        />
      )}
      <ShowMoreButtons list={list} what={what} />
    </main>
  );
}
