// Home and navigation content: meta tags, banners, category banners, header menus and carousels.
import { CATEGORIES } from '@reprise/domain/categories';
import {
  CAROUSEL_PAGE_SIZE,
  LOCATION_RADIUS,
  WHATS_HOT_PAGE_SIZE,
  WHATS_HOT_RADIUS,
} from '@reprise/domain/constants';
import { CATEGORY_IDS } from '@reprise/domain/ids';

export interface MetaSeed {
  pageKey: string;
  metaTitle: string;
  metaDescription: string;
}

const STATIC_PAGE_TITLES: Record<string, string> = {
  about: 'About Reprise',
  press: 'Press',
  'return-policy': 'Return Policy',
  cookies: 'Cookie Policy',
  'terms-and-conditions': 'Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
};

/** Meta title and description for every page key the web app asks for. */
export const META_SEEDS: readonly MetaSeed[] = [
  {
    pageKey: 'home',
    metaTitle: 'Reprise | Tickets for Sports, Concerts, Theatre and Festivals',
    metaDescription:
      'Experience live again. Buy and sell tickets for sports, concerts, theatre, festivals and special events. All purchases 100% guaranteed.',
  },
  ...CATEGORIES.map((c) => ({
    pageKey: `category:${c.slug}`,
    metaTitle: `${c.name} Tickets | Reprise`,
    metaDescription: `Buy ${c.name.toLowerCase()} tickets on Reprise. Every purchase is 100% guaranteed and cancelled events get a full refund.`,
  })),
  ...Object.entries(STATIC_PAGE_TITLES).map(([slug, title]) => ({
    pageKey: `page:${slug}`,
    metaTitle: `${title} | Reprise`,
    metaDescription: `${title} of Reprise, the live-event ticket resale marketplace.`,
  })),
  {
    pageKey: 'blog',
    metaTitle: 'Blog | Reprise',
    metaDescription: 'Guides, venue tips and news for fans who love live events.',
  },
  {
    pageKey: 'faq',
    metaTitle: 'Frequently Asked Questions | Reprise',
    metaDescription: 'Answers about orders, delivery, refunds, cancelled and postponed events.',
  },
  {
    pageKey: 'sitemap',
    metaTitle: 'Sitemap | Reprise',
    metaDescription: 'Every category, genre and performer on Reprise.',
  },
  {
    pageKey: 'see-all',
    metaTitle: 'Search Results | Reprise',
    metaDescription: 'Events, performers, venues and cities matching your search.',
  },
];

export const HOME_BANNER_SEEDS = [
  {
    title: 'Experience live again',
    subtitle: 'All purchases are 100% guaranteed',
    imageUrl: 'storage://banners/experience-live-again.svg',
    altTag: 'A crowd cheering at a stadium concert',
    linkUrl: '/concerts',
  },
  {
    title: 'The new season starts here',
    subtitle: 'Premier League, NFL, NBA and more',
    imageUrl: 'storage://banners/new-season.svg',
    altTag: 'Floodlit football pitch before kick-off',
    linkUrl: '/sports',
  },
  {
    title: 'Curtain up',
    subtitle: 'Musicals, plays, opera and ballet',
    imageUrl: 'storage://banners/curtain-up.svg',
    altTag: 'Red theatre curtain on a lit stage',
    linkUrl: '/theatre',
  },
  {
    title: 'Festival season',
    subtitle: 'Day passes and weekend wristbands',
    imageUrl: 'storage://banners/festival-season.svg',
    altTag: 'Festival main stage at sunset',
    linkUrl: '/festivals',
  },
] as const;

/** Banner title and description of each category page. */
export const CATEGORY_BANNERS: Record<number, { bannerTitle: string; description: string }> = {
  [CATEGORY_IDS.Sports]: {
    bannerTitle: 'Sports Tickets',
    description:
      'From Premier League derbies to the NFL, NBA, MLB and NHL: find seats for the games that matter.',
  },
  [CATEGORY_IDS.Concerts]: {
    bannerTitle: 'Concert Tickets',
    description: 'Pop, rock, country, hip hop and alternative: see your favourite artists live.',
  },
  [CATEGORY_IDS.Theater]: {
    bannerTitle: 'Theatre Tickets',
    description: 'Musicals, plays, opera, ballet and comedy on the world’s great stages.',
  },
  [CATEGORY_IDS.Festivals]: {
    bannerTitle: 'Festival Tickets',
    description: 'Day passes and full weekends at the festivals everyone is talking about.',
  },
  [CATEGORY_IDS.SpecialEvents]: {
    bannerTitle: 'Special Events',
    description: 'Award shows, exhibitions and one-off events you won’t want to miss.',
  },
};

export interface MenuSeed {
  region: 'us' | 'uk' | 'all';
  kind: 'league' | 'genre';
  /** Genre group id (fixed groups); leagues share their genre group's id. */
  genreId: number;
}

// Genre group ids of packages/domain/src/categories.ts: Sports 101–107, Concerts 201–205.
const US_LEAGUES = [104, 105, 106, 107]; // MLB, NBA, NHL, NFL
const UK_LEAGUES = [101, 102, 103]; // Premier League, La Liga, Bundesliga
const CONCERT_GENRES = [201, 202, 203, 204, 205];

const menu = (region: MenuSeed['region'], kind: MenuSeed['kind'], ids: number[]): MenuSeed[] =>
  ids.map((genreId) => ({ region, kind, genreId }));

/** Header menus by region: leagues first, then concert genres. */
export const MENU_SEEDS: readonly MenuSeed[] = [
  ...menu('us', 'league', US_LEAGUES),
  ...menu('us', 'genre', CONCERT_GENRES),
  ...menu('uk', 'league', UK_LEAGUES),
  ...menu('uk', 'genre', CONCERT_GENRES),
  ...menu('all', 'league', [101, 107, 105, 104]),
  ...menu('all', 'genre', [203, 204, 205, 302]),
];

export interface CarouselSeed {
  key: string;
  title: string;
  pageSize: number;
  radius: number | null;
  categoryId: number | null;
}

/** The home carousels in display order, with their fixed page sizes and radii. */
export const CAROUSEL_SEEDS: readonly CarouselSeed[] = [
  {
    key: 'whats-hot',
    title: "What's Hot",
    pageSize: WHATS_HOT_PAGE_SIZE,
    radius: WHATS_HOT_RADIUS,
    categoryId: null,
  },
  {
    key: 'live-near',
    title: 'Live Near',
    pageSize: CAROUSEL_PAGE_SIZE,
    radius: LOCATION_RADIUS,
    categoryId: null,
  },
  { key: 'genre', title: 'Genre', pageSize: CAROUSEL_PAGE_SIZE, radius: null, categoryId: null },
  {
    key: 'categories',
    title: 'Categories',
    pageSize: CAROUSEL_PAGE_SIZE,
    radius: null,
    categoryId: null,
  },
  {
    key: 'sports',
    title: 'Sports',
    pageSize: CAROUSEL_PAGE_SIZE,
    radius: null,
    categoryId: CATEGORY_IDS.Sports,
  },
  {
    key: 'concerts',
    title: 'Concerts',
    pageSize: CAROUSEL_PAGE_SIZE,
    radius: null,
    categoryId: CATEGORY_IDS.Concerts,
  },
  {
    key: 'theater',
    title: 'Theater',
    pageSize: CAROUSEL_PAGE_SIZE,
    radius: null,
    categoryId: CATEGORY_IDS.Theater,
  },
];
