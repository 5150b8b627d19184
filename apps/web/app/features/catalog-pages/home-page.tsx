import { CATEGORIES } from '@reprise/domain/categories';
import { categoryPath } from '@reprise/domain/routes';
import type { CarouselKey } from '@reprise/domain/schemas/content';
import { seeAllLeaguesPath } from '@reprise/domain/see-all-routes';
import { Link } from 'react-router';
import { requestCookie } from '../../lib/cookies/request-cookies';
import { type MessageKey, useLanguage, useT } from '../../lib/i18n/catalogue';
import type { PageLoadArgs } from '../../lib/page-load';
import { loadMeta, type PageMetaText } from '../../lib/seo/load-meta';
import { Carousel } from '../carousels/carousel';
import { displayCurrency } from '../events/display-currency';
import { EventCard } from '../events/event-card';
import { EventCardGrid } from '../events/event-card-grid';
import type { EventListingCard } from '../events/event-listing';
import { LiveNearCity } from '../location/live-near-city';
import { decodeCoordinates, LOCATIONS_COOKIE } from '../location/visitor-coordinates';
import { useRecentlyViewedIds } from '../recently-viewed/use-recently-viewed';
import { GenreTile } from './genre-tiles';
import { HomeBanner } from './home-banner';
import { type HomeCarousel, loadHomeEvents, nearestCityName } from './home-data';

export interface HomePageData {
  countryCode: string | null;
  carousels: HomeCarousel[];
  /** The 'Upcoming events' section below the carousels. */
  upcoming: EventListingCard[];
  /** Title and description from getMetaContent 'home'. */
  meta: PageMetaText;
  /** The city Live Near is about (nearest to the visitor's point), or null without a point. */
  liveNearCity?: string | null;
}

/** Data of the home page, with or without a country prefix. */
export async function loadHomePage({
  api,
  countryCode,
  request,
}: PageLoadArgs): Promise<HomePageData> {
  const near = decodeCoordinates(requestCookie(request, LOCATIONS_COOKIE));
  const [{ carousels, upcoming }, meta, liveNearCity] = await Promise.all([
    loadHomeEvents(api, countryCode, near, displayCurrency(request)),
    loadMeta(api, 'home', { title: HOME_TITLE, description: HOME_DESCRIPTION }),
    nearestCityName(api, near),
  ]);
  return { countryCode, carousels, upcoming, meta, liveNearCity };
}

export const HOME_TITLE = 'Reprise | Tickets for sports, concerts, theatre and festivals';
export const HOME_DESCRIPTION =
  'Experience live again: buy tickets to sports, concerts, theatre, festivals and special events. All-in prices, 100% guaranteed.';

// The carousels' headings by their fixed key in other languages than English: the stored titles
// (editable in the content admin) are English, and English shows them as stored.
const CAROUSEL_TITLES: Record<CarouselKey, MessageKey> = {
  'whats-hot': 'home.carousel.whats-hot',
  'live-near': 'home.carousel.live-near',
  genre: 'home.carousel.genre',
  categories: 'home.carousel.categories',
  sports: 'home.carousel.sports',
  concerts: 'home.carousel.concerts',
  theater: 'home.carousel.theater',
};

const seeAllClass = 'text-sm font-semibold text-brand-700 underline hover:text-brand-600';

function HomeCarouselView({
  carousel,
  countryCode,
  recent,
  first,
  liveNearCity,
}: {
  carousel: HomeCarousel;
  countryCode: string | null;
  recent: ReadonlySet<number>;
  first: boolean;
  liveNearCity: string | null;
}) {
  const t = useT();
  const title = useLanguage() === 'en' ? carousel.title : t(CAROUSEL_TITLES[carousel.key]);
  switch (carousel.kind) {
    case 'events': {
      const liveNear = carousel.key === 'live-near';
      return (
        <>
          <Carousel
            title={title}
            items={carousel.events}
            itemKey={(event) => event.event_id}
            action={liveNear ? <LiveNearCity cityName={liveNearCity} /> : undefined}
            renderItem={(event, index) => (
              <EventCard
                event={event}
                recentlyViewed={recent.has(event.event_id)}
                eager={first && index < 2}
              />
            )}
          />
          {liveNear && carousel.events.length === 0 ? (
            <p className="mt-2 text-slate-700">
              {liveNearCity
                ? t('liveNear.noneNearCity', { city: liveNearCity })
                : t('liveNear.noneNearYou')}
            </p>
          ) : null}
        </>
      );
    }
    case 'genres':
      return (
        <Carousel
          title={title}
          items={carousel.genres}
          itemKey={(genre) => genre.id}
          itemClassName="w-[45%] min-[576px]:w-[30%] min-[1024px]:w-[18%]"
          action={
            <Link to={seeAllLeaguesPath(countryCode)} className={seeAllClass}>
              {t('home.allLeagues')}
            </Link>
          }
          renderItem={(genre) => <GenreTile genre={genre} countryCode={countryCode} />}
        />
      );
    case 'categories':
      return (
        <Carousel
          title={title}
          items={CATEGORIES}
          itemKey={(category) => category.id}
          itemClassName="w-[45%] min-[576px]:w-[30%] min-[1024px]:w-[18%]"
          renderItem={(category) => (
            <Link
              to={categoryPath(category.slug, countryCode)}
              className="flex h-24 items-center justify-center rounded-xl bg-brand-700 px-3 text-center text-lg font-bold text-white hover:bg-brand-600"
            >
              {category.name}
            </Link>
          )}
        />
      );
  }
}

/** The home page: banner, the seven home carousels, and the upcoming events. */
export function HomePage({ data }: { data: HomePageData }) {
  const t = useT();
  const recent = useRecentlyViewedIds();
  return (
    <main id="main">
      <HomeBanner />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        {data.carousels.map((carousel, index) => (
          <HomeCarouselView
            key={carousel.key}
            carousel={carousel}
            countryCode={data.countryCode}
            recent={recent}
            first={index === 0}
            liveNearCity={data.liveNearCity ?? null}
          />
        ))}
        <section aria-labelledby="upcoming-heading" className="mt-10">
          <h2 id="upcoming-heading" className="text-xl font-bold">
            {t('home.upcoming')}
          </h2>
          <div className="mt-4">
            <EventCardGrid events={data.upcoming} />
          </div>
        </section>
      </div>
    </main>
  );
}
