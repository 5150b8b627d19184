// The date and price filters of the event lists (performer, category, genre, venue and city
// pages). They live in the page URL, so a filtered list is server-rendered, shareable and survives
// a reload. zod-free: the browser reads the same URL with it. A value that does not parse is
// dropped (the list shows unfiltered on that point) rather than turning a page into an error.

/** The URL parameters of the list filters. */
export const LIST_FILTER_PARAMS = {
  dates: 'dates',
  from: 'from',
  to: 'to',
  minPrice: 'min_price',
  maxPrice: 'max_price',
} as const;

/** The date choices of a list: a preset, or the dates the fan picks. */
export const DATE_PRESETS = [
  { value: 'this-weekend', label: 'This weekend' },
  { value: 'this-month', label: 'This month' },
  { value: 'dates', label: 'Pick dates' },
] as const;

/** A date choice of a list. */
export type DatePreset = (typeof DATE_PRESETS)[number]['value'];

/** What a list's URL asks for; null where it asks for nothing. */
export interface ListFilters {
  dates: DatePreset | null;
  /** Inclusive local calendar days of the venue (YYYY-MM-DD). */
  from: string | null;
  to: string | null;
  /** All-in price per ticket in major units of the page's currency. */
  minPrice: number | null;
  maxPrice: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PRICE = 1_000_000;

function calendarDay(text: string | null): string | null {
  if (!text || !DAY.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text ? text : null;
}

function price(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE
    ? Math.round(value * 100) / 100
    : null;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The list filters a URL's query asks for, each one dropped when it does not parse. */
export function readListFilters(params: URLSearchParams): ListFilters {
  const preset = params.get(LIST_FILTER_PARAMS.dates);
  const dates = DATE_PRESETS.some((p) => p.value === preset) ? (preset as DatePreset) : null;
  let from = calendarDay(params.get(LIST_FILTER_PARAMS.from));
  let to = calendarDay(params.get(LIST_FILTER_PARAMS.to));
  if (from && to && from > to) [from, to] = [to, from];
  let minPrice = price(params.get(LIST_FILTER_PARAMS.minPrice));
  let maxPrice = price(params.get(LIST_FILTER_PARAMS.maxPrice));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  return { dates, from, to, minPrice, maxPrice };
}

/**
 * The calendar days a date choice covers on `today` (a UTC day): this weekend is Friday to Sunday
 * (from today when the weekend has begun), this month runs from today to the month's last day,
 * picked dates are taken as given; no choice is no bound.
 */
export function dateRange(
  filters: Pick<ListFilters, 'dates' | 'from' | 'to'>,
  today: Date,
): { from: string | null; to: string | null } {
  const day = new Date(`${isoDay(today)}T00:00:00Z`);
  switch (filters.dates) {
    case 'this-weekend': {
      const weekday = day.getUTCDay(); // 0 Sunday … 6 Saturday
      if (weekday === 0) return { from: isoDay(day), to: isoDay(day) };
      const friday = addDays(day, 5 - weekday);
      const from = weekday >= 5 ? day : friday;
      return { from: isoDay(from), to: isoDay(addDays(day, 7 - weekday)) };
    }
    case 'this-month': {
      const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
      return { from: isoDay(day), to: isoDay(last) };
    }
    default:
      // Picked dates, and dates without a choice (a hand-made link), narrow the list as given.
      return { from: filters.from, to: filters.to };
  }
}

/** Whether the URL asks for any list filter. */
export function hasListFilters(filters: ListFilters): boolean {
  return (
    filters.dates !== null ||
    filters.from !== null ||
    filters.to !== null ||
    filters.minPrice !== null ||
    filters.maxPrice !== null
  );
}

/** The query string of a set of list filters (without '?'), empty values left out. */
export function listFiltersSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  if (filters.dates) params.set(LIST_FILTER_PARAMS.dates, filters.dates);
  if (filters.dates === 'dates' || filters.dates === null) {
    if (filters.from) params.set(LIST_FILTER_PARAMS.from, filters.from);
    if (filters.to) params.set(LIST_FILTER_PARAMS.to, filters.to);
  }
  if (filters.minPrice !== null) params.set(LIST_FILTER_PARAMS.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== null) params.set(LIST_FILTER_PARAMS.maxPrice, String(filters.maxPrice));
  return params.toString();
}
