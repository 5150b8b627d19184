// Business constants (and the few layout, menu and form numbers that belong with them).
// Legacy texts call the product "the product"; our product is Reprise, so any user-facing text that
// names it is exported twice: the legacy literal (for traceability) and the Reprise wording we show.

/** Our name for what legacy texts call "the product". */
export const PRODUCT_NAME = 'Reprise';

// --- Checkout hold and timer ---

/** How long seats stay held for a buyer at checkout. */
export const HOLD_MINUTES = 10;
/** The hold length in milliseconds; the server stamps `expires_at` with it. */
export const HOLD_MS = HOLD_MINUTES * 60_000;
/** Tick of the checkout countdown; under a second so the display never skips a second. */
export const CHECKOUT_TIMER_INTERVAL_MS = 900;

// --- First-order discount ---

/** Discount on a buyer's first order when they signed up through the first-order pop-up. */
export const FIRST_ORDER_DISCOUNT_PERCENT = 10;
/** Days after sign-up during which the first-order discount can be used. */
export const FIRST_ORDER_DISCOUNT_DAYS = 90;

// --- Field limits ---

/** Longest email address accepted. */
export const EMAIL_MAX = 255;
/** Longest phone number accepted (digits only, others stripped). */
export const PHONE_MAX = 25;
/**
 * Shortest password the pattern enforces. The old help text said 12, contradicting its own
 * pattern; our help text states this enforced rule instead (max 21).
 */
export const PASSWORD_MIN = 8;
/** Longest password accepted. */
export const PASSWORD_MAX = 21;
/** The special characters a password must contain one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#%&*';

// --- Layout ---

/** Viewport widths (px) the layout changes at, ascending. */
export const BREAKPOINTS = [425, 475, 576, 675, 769, 820, 1024, 1200] as const;
/** Widest viewport (px) that gets the narrow event-date format. */
export const NARROW_MAX_WIDTH = 425;
/** From this width (px) names allow only letters and digits and the phone field shows. */
export const WIDE_FORM_MIN_WIDTH = 576;
/** From this width (px) the user menu opens on hover. */
export const USER_MENU_HOVER_MIN_WIDTH = 1024;
/** Up to this width (px) the user menu opens on click (575: one below a breakpoint). */
export const USER_MENU_CLICK_MAX_WIDTH = 575;

// --- Menus ---

/** Categories shown in the mega-menu (no row limit is prescribed). */
export const MEGA_MENU_CATEGORIES = 4;
/** Performer columns in the mega-menu. */
export const MEGA_MENU_PERFORMER_COLUMNS = 5;
/** Delay before a genre hover menu opens. */
export const HOVER_DELAY_MS = 200;
/** Hover delay once the mouse travelled past the threshold, so diagonal moves don't flicker. */
export const HOVER_DELAY_MOVED_MS = 500;
/** Mouse travel (px) beyond which the longer hover delay applies. */
export const HOVER_MOVE_THRESHOLD_PX = 30;

// --- Money and language ---

/** Display currency when the visitor has none stored. */
export const DEFAULT_CURRENCY = 'GBP';
/** Symbol of the default display currency. */
export const DEFAULT_CURRENCY_SYMBOL = '£';
/** Currency every rate is quoted against. */
export const BASE_CURRENCY = 'USD';
/** Currencies a buyer can choose, in their fixed order. */
export const CURRENCY_CODES = ['GBP', 'EUR', 'AUD', 'NZD', 'JPY', 'CNY', 'USD'] as const;
/** A currency a buyer can choose. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
/** Entry marked active in the currency list when nothing is stored (USD is the default active). */
export const CURRENCY_LIST_DEFAULT_ACTIVE: CurrencyCode = 'USD';
/** Languages offered in the Language dialog, by their own names. */
export const LANGUAGES = ['Deutsch', 'English', 'Español', 'Français'] as const;
/** A language of the Language dialog. */
export type Language = (typeof LANGUAGES)[number];
/** The Language dialog entries with BCP 47 tags, for `lang` attributes. */
export const LANGUAGE_OPTIONS = [
  { name: 'Deutsch', tag: 'de' },
  { name: 'English', tag: 'en' },
  { name: 'Español', tag: 'es' },
  { name: 'Français', tag: 'fr' },
] as const satisfies readonly { name: Language; tag: string }[];
/** A language the site is written in, by its BCP 47 tag. */
export type LanguageTag = (typeof LANGUAGE_OPTIONS)[number]['tag'];
/** The language of a visitor who chose none and whose browser asks for none of ours. */
export const DEFAULT_LANGUAGE: LanguageTag = 'en';
/** The language tags alone, as a tuple (a database column's allowed values). */
export const LANGUAGE_TAGS = LANGUAGE_OPTIONS.map((option) => option.tag) as [
  LanguageTag,
  ...LanguageTag[],
];

// --- Search ---

/** Pause after the last keystroke before a search request. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Trimmed characters needed before a search runs. */
export const SEARCH_MIN_LENGTH = 2;
/** Results shown per group (Genre, League, Performers, Events, Venues, Cities). */
export const SEARCH_RESULTS_PER_GROUP = 3;
/** Result count the search request asks for (search result count 5). */
export const SEARCH_RESULT_COUNT = 5;
/** Placeholder of the header and banner search boxes. */
export const SEARCH_PLACEHOLDER = 'Search by Team, Performer, City or Venue';

// --- Badges and recently viewed ---

/** How long a recently viewed entry counts (1 hour). */
export const RECENTLY_VIEWED_TTL_MS = 3_600_000;
/** Remaining tickets below which the 'Hurry!' badge shows. */
export const HURRY_BADGE_THRESHOLD = 10;

// --- Listings ---

/** Seller fee (no unit is given; no seller screens exist). */
export const SELLER_FEE = 14;
/** Lowest listing price; no unit is given, read it as major units of the listing currency. */
export const MIN_LISTING_PRICE = 5;
/** Most tickets one order may take from a listing. */
export const MAX_TICKET_QUANTITY = 12;

// --- Carousels and lists ---

/** Items per carousel page. */
export const CAROUSEL_PAGE_SIZE = 8;
/** Items per page of the What's Hot carousel. */
export const WHATS_HOT_PAGE_SIZE = 6;
/** The page number lists start at (pages count from 1; later pages append). */
export const FIRST_PAGE = 1;
/** Limit of a Show More list (the show more limit). */
export const SHOW_MORE_LIMIT = 8;
/** Events added per Show More press. */
export const SHOW_MORE_EVENTS_INCREMENT = 5;
/** Performers added per Show More press. */
export const SHOW_MORE_PERFORMERS_INCREMENT = 3;
/** Events the explore list loads first. */
export const EXPLORE_EVENTS_LIMIT = 10;
/** Events the explore list loads per Show More. */
export const EXPLORE_EVENTS_SHOW_MORE_LIMIT = 25;
/** Rows of performers shown before Show More. */
export const PERFORMER_ROWS = 6;
/** First index of the genre carousel. */
export const GENRE_INDEX_MIN = 0;
/** Last index of the genre carousel (25 genres at most). */
export const GENRE_INDEX_MAX = 24;
/**
 * Slides-per-view settings of the carousels. The values come without saying which
 * carousel uses which; 3.5 shows half a card so touch users see there is more to swipe.
 */
export const CAROUSEL_SLIDES_PER_VIEW = [9, 3, 3.5] as const;
/** Cards per carousel row: 3 on medium screens, 4 on wide ones. */
export const CAROUSEL_CARDS_PER_ROW = [3, 4] as const;

// --- Location filters (listing filter inputs) ---

/** Radius of the "Live Near" listing filter (unit as the listing filter defines it). */
export const LOCATION_RADIUS = 250;
/** Days ahead the "Live Near" listing filter looks. */
export const LOCATION_DAYS = 7;
/** Radius of the What's Hot listing filter. */
export const WHATS_HOT_RADIUS = 50;
/** Radius of the category page listing filter. */
export const CATEGORY_RADIUS = 100;

// --- Security ---

/** Strict-Transport-Security max-age in seconds (one year). */
export const HSTS_MAX_AGE = 31_536_000;

// --- Deal score ---

/** Deal score tiers, best first; a listing gets the highest tier whose score it reaches. */
export const DEAL_SCORE_TIERS = [
  { score: 10, label: 'Simply The Best!' },
  { score: 9, label: 'Buy Buy Buy!' },
  { score: 8, label: 'Amazing Deal' },
  { score: 7, label: 'Terrific Deal' },
  { score: 6.2, label: 'Best Seat' },
  { score: 6, label: 'Great Deal' },
  { score: 5, label: 'Good Deal' },
  { score: 4, label: 'Ok Deal' },
  { score: 3, label: 'Moderate Deal' },
  { score: 2, label: 'Deluxe Price' },
  { score: 1, label: 'Premium Price' },
] as const;
/** The 'Sort by Deals' option of the listing sort (value score, ascending). */
export const SORT_BY_DEALS = { label: 'Sort by Deals', field: 'score', direction: 'asc' } as const;

// --- Content ---

/** How soon a refund for a cancelled event appears. */
export const REFUND_WEEKS_TEXT = '1-2 weeks';
/** The share message exactly as legacy texts word it; show SHARE_MESSAGE_TEXT instead. */
export const SHARE_MESSAGE = 'Check out this event on the product!';
/** The share message buyers see: the legacy text with "the product" replaced by our name. */
export const SHARE_MESSAGE_TEXT = `Check out this event on ${PRODUCT_NAME}!`;

// --- Client storage names ---

/** Every cookie name the product uses. */
export const COOKIE_NAMES = {
  accessToken: 'access_token',
  /** ADR 0005 moves the refresh token from local storage to an httpOnly cookie. */
  refreshToken: 'refresh_token',
  userObject: 'userObject',
  countryCode: 'countryCode',
  locationPermission: 'locationPermission',
  currencyTo: 'currency_to',
  currencySymbol: 'currency_symbol',
  userCurrency: 'user_currency',
  currencyFrom: 'currency_from',
  userConsent: 'user-consent',
  signupFirstOrderClosed: 'signupFirstOrderClosed',
  signupFirstOrderActive: 'SignupFirstOrderActive',
  /** The visitor's coordinates once the browser shared them (the location flow). */
  locations: 'locations',
  /** The signed queue token of an on-sale waiting room (docs/decisions/0016-waiting-room.md). */
  waitingRoomQueue: 'reprise_queue',
  /** The signed, single-use admission a waiting room gives a fan whose turn came. */
  waitingRoomAdmission: 'reprise_admission',
  /** The language a visitor chose in the Language dialog (wins over Accept-Language). */
  language: 'reprise_lang',
} as const;

/**
 * The operator desk's session cookie (docs/decisions/0023-operator-desk.md), never a buyer's. Kept
 * out of COOKIE_NAMES, which fans' pages carry in their script, as only the server reads it.
 */
export const DESK_SESSION_COOKIE = 'reprise_ops';

/**
 * The prefix of the session cookies' names on a site served over HTTPS: browsers keep a __Host-
 * cookie only if it is Secure, has Path=/ and no Domain, so a sibling subdomain cannot plant one.
 */
export const HOST_COOKIE_PREFIX = '__Host-';

/**
 * Cookies of a signed-in visitor, or of a fan in an on-sale waiting room: their pages are never
 * served from, or kept in, a shared cache (each one's page depends on who asks).
 */
export const SIGNED_IN_COOKIES: readonly string[] = [
  COOKIE_NAMES.accessToken,
  COOKIE_NAMES.refreshToken,
  `${HOST_COOKIE_PREFIX}${COOKIE_NAMES.accessToken}`,
  `${HOST_COOKIE_PREFIX}${COOKIE_NAMES.refreshToken}`,
  COOKIE_NAMES.userObject,
  COOKIE_NAMES.waitingRoomQueue,
  COOKIE_NAMES.waitingRoomAdmission,
  DESK_SESSION_COOKIE,
  `${HOST_COOKIE_PREFIX}${DESK_SESSION_COOKIE}`,
];

/**
 * The only cookies an anonymous page render sees, and so the ones the rendered-page cache keys on
 * (docs/decisions/0005): country, consent, coordinates, currency, language and the first-order
 * sign-up state. A loader that needs another cookie adds it here, or it reads nothing on anonymous
 * pages.
 */
export const PAGE_VARY_COOKIES: readonly string[] = [
  COOKIE_NAMES.language,
  COOKIE_NAMES.countryCode,
  COOKIE_NAMES.userConsent,
  COOKIE_NAMES.locations,
  COOKIE_NAMES.currencyTo,
  COOKIE_NAMES.currencySymbol,
  COOKIE_NAMES.userCurrency,
  COOKIE_NAMES.currencyFrom,
  COOKIE_NAMES.signupFirstOrderClosed,
  COOKIE_NAMES.signupFirstOrderActive,
];

/** Values of the location-permission cookie. */
export const LOCATION_PERMISSIONS = ['allowed', 'not-allowed', 'denied'] as const;
/** A value of the location-permission cookie. */
export type LocationPermission = (typeof LOCATION_PERMISSIONS)[number];

/**
 * Local storage keys clients use. Tokens are not kept there; the refresh-token key is
 * listed so old entries can be removed.
 */
export const LOCAL_STORAGE_KEYS = {
  cookieToken: 'cookieToken',
  refreshToken: 'refresh_token',
} as const;

/** Session storage keys clients use. */
export const SESSION_STORAGE_KEYS = {
  sessionIdForHold: 'sessionIdForHold',
  email: 'email',
  loginMethod: 'Login_Method',
  signUpMethod: 'Sign_Up_Method',
  buyerUserId: 'Buyer_User_Id',
  createdAt: 'Created_At',
  firstName: 'fname',
  lastName: 'lname',
} as const;

/** Where our generated images are served when CDN_BASE_URL is unset (stored image paths and the no-map group images go under it). */
export const DEFAULT_CDN_BASE_URL = '/api/img';
