import { withCountryPrefix } from '@reprise/domain/country';
import { genrePath, sitemapPath } from '@reprise/domain/routes';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import { CONTENT_TITLE, ContentPage } from './content-page';
import { type SitemapData, type SitemapGenreData, sitemapGroupName } from './sitemap-loaders';

const LINK =
  'inline-block py-0.5 text-slate-800 underline-offset-2 hover:text-brand-700 hover:underline';
const HEADING_LINK = 'text-brand-700 underline-offset-2 hover:underline';

/** /sitemap: every category with its genres and their performers, all links. */
export function SitemapView({
  data,
  countryCode,
}: {
  data: SitemapData;
  countryCode: string | null;
}) {
  const at = (path: string) => withCountryPrefix(path, countryCode);
  const t = useT();
  return (
    <ContentPage title={t('sitemap.title')} width="wide">
      {data.categories.map(({ category, path, genres }) => (
        <section key={category.id} aria-labelledby={`sitemap-${category.slug}`} className="mt-10">
          <h2 id={`sitemap-${category.slug}`} className="text-2xl font-bold">
            <Link to={at(path)} className={HEADING_LINK}>
              {category.name}
            </Link>
          </h2>
          <div className="mt-4 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {genres.map((group) => (
              <div key={group.path}>
                <h3 className="text-lg font-semibold">
                  {group.genre ? (
                    <Link
                      to={genrePath(category.slug, group.genre.slug, countryCode)}
                      className={HEADING_LINK}
                    >
                      {group.genre.name}
                    </Link>
                  ) : (
                    sitemapGroupName(category, null, t)
                  )}
                </h3>
                <ul className="mt-1">
                  {group.performers.map((performer) => (
                    <li key={performer.path}>
                      <Link to={at(performer.path)} className={LINK}>
                        {performer.name}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Link
                  to={at(group.path)}
                  className="mt-1 inline-block py-0.5 text-sm font-semibold text-brand-700 underline"
                >
                  {t('seeAll.performers', { name: sitemapGroupName(category, group.genre, t) })}
                </Link>
              </div>
            ))}
          </div>
        </section>
      ))}
    </ContentPage>
  );
}

/** /sitemap/{category}/{genre}: every performer of one genre (or of none). */
export function SitemapGenreView({
  data,
  countryCode,
}: {
  data: SitemapGenreData;
  countryCode: string | null;
}) {
  const { category, genre, performers } = data.details;
  const t = useT();
  const name = sitemapGroupName(category, genre, t);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <nav aria-label={t('common.breadcrumb')} className="text-sm text-slate-700">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to={sitemapPath(countryCode)} className="text-brand-700 underline">
              {t('sitemap.title')}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <Link
              to={withCountryPrefix(`/${category.slug}`, countryCode)}
              className="text-brand-700 underline"
            >
              {category.name}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <h1 className={`mt-4 ${CONTENT_TITLE}`}>{t('genre.performers', { name })}</h1>
      {genre && (
        <p className="mt-2">
          <Link
            to={genrePath(category.slug, genre.slug, countryCode)}
            className="font-semibold text-brand-700 underline"
          >
            {t('sitemap.seeEvents', { name: genre.name })}
          </Link>
        </p>
      )}
      {performers.length === 0 ? (
        <p className="mt-8 text-lg text-slate-700">{t('sitemap.none')}</p>
      ) : (
        <ul className="mt-8 gap-x-8 sm:columns-2 lg:columns-4">
          {performers.map((performer) => (
            <li key={performer.path} className="break-inside-avoid">
              <Link to={withCountryPrefix(performer.path, countryCode)} className={LINK}>
                {performer.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
