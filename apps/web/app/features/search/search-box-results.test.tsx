import { SEARCH_DEBOUNCE_MS, SEARCH_PLACEHOLDER } from '@reprise/domain/constants';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BannerSearch } from './banner-search';
import { HeaderSearch } from './header-search';
import {
  calledUrl,
  city,
  event,
  genre,
  groups,
  mockFetch,
  NO_RESULTS,
  performer,
  venue,
} from './search-test-fixtures';
import {
  combobox,
  FOUR_EACH,
  flush,
  installSearchTestHooks,
  listbox,
  renderAt,
  search,
  setCookie,
  type,
} from './search-test-helpers';

installSearchTestHooks();

describe('search box: before searching', () => {
  it('shows the required placeholder on a labelled combobox', () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />);
    expect(combobox().getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
    expect(SEARCH_PLACEHOLDER).toBe('Search by Team, Performer, City or Venue');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('lists Browse Categories with their category links under 2 characters', async () => {
    const fetchMock = mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />);
    await type('m');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Browse Categories' });
    const options = within(group).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Sports',
      'Concerts',
      'Theater',
      'Festivals',
      'Special Events',
    ]);
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/sports',
      '/concerts',
      '/theatre',
      '/festivals',
      '/special-events',
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3);
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats whitespace-only and padded 1-character text as under 2 characters', async () => {
    const fetchMock = mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />);
    for (const text of ['   ', ' a ', '\t\t']) {
      await type(text);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
      });
      expect(screen.getByRole('group', { name: 'Browse Categories' })).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the page's country on category links", async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />, '/uk');
    await type('');
    const group = screen.getByRole('group', { name: 'Browse Categories' });
    expect(within(group).getByRole('option', { name: 'Sports' }).getAttribute('href')).toBe(
      '/uk/sports',
    );
  });
});

describe('search box: requests', () => {
  it('sends nothing before the 1 s debounce and exactly one request after it', async () => {
    const fetchMock = mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />);
    await type('be');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    await type('bey'); // restarts the debounce
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(calledUrl(fetchMock).pathname).toBe('/api/globalSearch');
    expect(calledUrl(fetchMock).searchParams.get('searchTermName')).toBe('bey');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the trimmed text and the countryCode cookie', async () => {
    setCookie('countryCode=uk; path=/');
    const fetchMock = mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />);
    await search('  beyonce  ');
    const url = calledUrl(fetchMock);
    expect(url.searchParams.get('searchTermName')).toBe('beyonce');
    expect(url.searchParams.get('countryCode')).toBe('uk');
  });

  it("falls back to the page's country, then to the no-country value 'noc'", async () => {
    const fetchMock = mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />, '/au');
    await search('beyonce');
    expect(calledUrl(fetchMock).searchParams.get('countryCode')).toBe('au');
    cleanup();
    renderAt(<HeaderSearch />);
    await search('beyonce');
    expect(calledUrl(fetchMock, 1).searchParams.get('countryCode')).toBe('noc');
  });

  it('drops a stale answer: an older request is aborted and its late answer ignored', async () => {
    const pending: ((body: unknown) => void)[] = [];
    const fetchMock = mockFetch(
      () =>
        new Promise((resolve) => {
          pending.push(resolve);
        }),
    );
    renderAt(<HeaderSearch />);
    await search('man');
    await search('manchester');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const firstSignal = fetchMock.mock.calls[0]?.[1]?.signal;
    expect(firstSignal?.aborted).toBe(true);
    // The newer answer lands first, then the older one arrives late.
    pending[1]!({ data: groups({ cities: [city(2, { name: 'Manchester' })] }) });
    await flush();
    pending[0]!({ data: groups({ cities: [city(1, { name: 'Mansfield' })] }) });
    await flush();
    expect(screen.getByRole('option', { name: /Manchester/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Mansfield/ })).toBeNull();
  });
});

describe('search box: results', () => {
  it('groups results Genre, League, Performers, Events, Venues, Cities with at most 3 each', async () => {
    mockFetch(() => ({ data: FOUR_EACH }));
    renderAt(<HeaderSearch />);
    await search('pop');
    const found = within(listbox()).getAllByRole('group');
    expect(found.map((group) => group.getAttribute('aria-labelledby'))).not.toContain(null);
    expect(found.map((group) => within(group).getAllByRole('option').length)).toEqual([
      3, 3, 3, 3, 3, 3,
    ]);
    expect(
      found.map(
        (group) => document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Genre', 'League', 'Performers', 'Events', 'Venues', 'Cities']);
    expect(screen.getByRole('group', { name: 'Performers' })).toBe(found[2]);
  });

  it('leaves out empty groups', async () => {
    mockFetch(() => ({ data: groups({ venues: [venue(1)] }) }));
    renderAt(<HeaderSearch />);
    await search('venue');
    expect(
      within(listbox())
        .getAllByRole('group')
        .map((g) => g.textContent),
    ).toEqual([expect.stringContaining('Venues')]);
  });

  it('shows event rows soonest first with weekday, date, year, time with zone, venue, location and BUY NOW', async () => {
    mockFetch(() => ({
      data: groups({
        events: [
          event(2, {
            name: 'Later show',
            date: '2026-12-31T20:00:00.000Z',
            timezone: 'Europe/London',
            venue: 'O2 Arena',
            address: { city: 'London', state: null, country: 'uk' },
          }),
          event(1, {
            name: 'Hamilton (Rescheduled from 2026-05-01)',
            date: '2026-07-04T23:30:00.000Z',
          }),
        ],
      }),
    }));
    renderAt(<HeaderSearch />);
    await search('show');
    const rows = within(screen.getByRole('group', { name: 'Events' })).getAllByRole('option');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    // 23:30 UTC on 4 July 2026 is 7:30 PM daylight time in New York, a Saturday.
    for (const text of [
      'Hamilton',
      'Sat',
      'Jul 4',
      '2026',
      '7:30 PM EDT',
      'Madison Square Garden',
      'New York, NY',
      'BUY NOW',
    ]) {
      expect(within(first).getByText(text, { exact: true })).toBeTruthy();
    }
    expect(first.textContent).not.toContain('Rescheduled');
    expect(first.getAttribute('href')).toBe('/concerts/pop/performer/event-1+1');
    expect(within(first).getByText('BUY NOW').closest('a')).toBe(first);
    expect(within(second).getByText('Thu')).toBeTruthy();
    expect(within(second).getByText('Dec 31')).toBeTruthy();
    expect(within(second).getByText('8:00 PM GMT')).toBeTruthy();
    expect(within(second).getByText('London')).toBeTruthy();
  });

  it("says No results for '…' in the header, with the hint", async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<HeaderSearch />);
    await search('zzzz');
    expect(screen.getByText("No results for 'zzzz'")).toBeTruthy();
    expect(screen.getByText('Try searching a team, league, performer, city or venue')).toBeTruthy();
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it("says Sorry we couldn't find any results for '…' in the banner, with the hint", async () => {
    mockFetch(() => ({ data: NO_RESULTS }));
    renderAt(<BannerSearch />);
    await search('zzzz');
    expect(screen.getByText("Sorry we couldn't find any results for 'zzzz'")).toBeTruthy();
    expect(screen.getByText('Try searching a team, league, performer, city or venue')).toBeTruthy();
    expect(screen.queryByText("No results for 'zzzz'")).toBeNull();
  });

  it('links See Results (header) to /see-all with the query', async () => {
    mockFetch(() => ({ data: groups({ performers: [performer(1)] }) }));
    renderAt(<HeaderSearch />);
    await search('beyonce');
    const link = screen.getByRole('option', { name: 'See Results' });
    expect(link.getAttribute('href')).toBe('/see-all?query=beyonce');
    expect(screen.queryByRole('option', { name: 'See All Results' })).toBeNull();
  });

  it("links See All Results (banner) to /see-all with the query and the page's country", async () => {
    mockFetch(() => ({ data: groups({ performers: [performer(1)] }) }));
    renderAt(<BannerSearch />, '/uk');
    await search('taylor swift');
    const link = screen.getByRole('option', { name: 'See All Results' });
    expect(link.getAttribute('href')).toBe('/uk/see-all?query=taylor%20swift');
  });

  it('keeps API links, no-genre-found included, and adds the page country where the API did not', async () => {
    mockFetch(() => ({
      data: groups({
        genres: [genre(1, { name: 'Pop', url: '/concerts/pop' })],
        performers: [
          performer(1, {
            name: 'Disney On Ice',
            genre: null,
            genre_slug: null,
            url: '/special-events/no-genre-found/disney-on-ice',
          }),
        ],
        venues: [venue(1, { name: 'Old Trafford', url: '/au/venue/old-trafford' })],
        cities: [city(7, { name: 'Manchester', url: '/cities/manchester+7' })],
      }),
    }));
    renderAt(<HeaderSearch />, '/uk');
    await search('man');
    const href = (name: RegExp) => screen.getByRole('option', { name }).getAttribute('href');
    expect(href(/Disney On Ice/)).toBe('/uk/special-events/no-genre-found/disney-on-ice');
    expect(href(/^Pop/)).toBe('/uk/concerts/pop');
    expect(href(/^Manchester/)).toBe('/uk/cities/manchester+7');
    // Prefixed by the API already (its countryCode): left alone.
    expect(href(/Old Trafford/)).toBe('/au/venue/old-trafford');
  });

  it('keeps unprefixed API links as they are on a page without a country', async () => {
    mockFetch(() => ({
      data: groups({
        performers: [
          performer(1, {
            name: 'Disney On Ice',
            genre: null,
            url: '/special-events/no-genre-found/disney-on-ice',
          }),
        ],
      }),
    }));
    renderAt(<HeaderSearch />);
    await search('disney');
    expect(screen.getByRole('option', { name: /Disney On Ice/ }).getAttribute('href')).toBe(
      '/special-events/no-genre-found/disney-on-ice',
    );
  });

  it('clears every result when the text is emptied', async () => {
    mockFetch(() => ({ data: FOUR_EACH }));
    renderAt(<HeaderSearch />);
    await search('pop');
    expect(screen.getByRole('group', { name: 'Events' })).toBeTruthy();
    fireEvent.change(combobox(), { target: { value: '' } });
    expect(screen.queryByRole('group', { name: 'Events' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'See Results' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Browse Categories' })).toBeTruthy();
    // Typing again starts from nothing: no old results while the new search waits.
    await type('po');
    expect(screen.queryByRole('group', { name: 'Events' })).toBeNull();
  });

  it('the clear button empties the text and the results', async () => {
    mockFetch(() => ({ data: FOUR_EACH }));
    renderAt(<HeaderSearch />);
    await search('pop');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((combobox() as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('group', { name: 'Genre' })).toBeNull();
  });

  it('announces the result count, then the empty text, in a polite live region', async () => {
    mockFetch((url) =>
      url.searchParams.get('searchTermName') === 'pop'
        ? {
            data: groups({
              genres: [genre(1)],
              events: [event(1), event(2)],
              cities: [city(1), city(2)],
            }),
          }
        : { data: NO_RESULTS },
    );
    renderAt(<HeaderSearch />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    await search('pop');
    expect(status.textContent).toBe('5 results');
    await search('zzzz');
    expect(status.textContent).toContain("No results for 'zzzz'");
  });
});
