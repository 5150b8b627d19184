import type { EventSearchResponse } from '@reprise/domain/schemas/search';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { event, jsonResponse, mockFetch } from './search-test-fixtures';
import { loadSeeAllPage, SeeAllPage, type SeeAllPageData } from './see-all-page';

function apiAnswering(answer: (url: URL) => unknown) {
  const calls: URL[] = [];
  const api = createApiClient(async (path) => {
    const url = new URL(path, 'http://localhost');
    calls.push(url);
    return jsonResponse(answer(url));
  });
  return { api, calls };
}

const page = (
  events: ReturnType<typeof event>[],
  totalCount: number,
  n = 1,
): EventSearchResponse => ({
  data: { events, totalCount, page: n, limit: 10 },
});

function renderPage(data: SeeAllPageData) {
  const Stub = createRoutesStub([
    { path: '/see-all', Component: () => <SeeAllPage data={data} /> },
  ]);
  return render(<Stub initialEntries={['/see-all']} />);
}

const request = (search: string) => new Request(`http://localhost/see-all${search}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('loadSeeAllPage', () => {
  it('asks /api/eventfilterSearch for page 1 of 10 with the trimmed query', async () => {
    const { api, calls } = apiAnswering((url) =>
      url.pathname === '/api/eventfilterSearch'
        ? page([event(1)], 1)
        : { data: { page: 'see-all', meta_title: 'x', meta_description: 'Matching events.' } },
    );
    const data = await loadSeeAllPage({
      api,
      countryCode: 'uk',
      request: request('?query=%20beyonce%20'),
    });
    const search = calls.find((url) => url.pathname === '/api/eventfilterSearch')!;
    expect(Object.fromEntries(search.searchParams)).toEqual({
      query: 'beyonce',
      page: '1',
      limit: '10',
      countryCode: 'uk',
    });
    expect(data).toMatchObject({
      query: 'beyonce',
      totalCount: 1,
      description: 'Matching events.',
    });
    expect(data.events).toHaveLength(1);
  });

  it('does not search under 2 characters', async () => {
    const { api, calls } = apiAnswering(() => ({ data: { meta_description: '' } }));
    for (const search of ['', '?query=a', '?query=%20%20']) {
      const data = await loadSeeAllPage({ api, countryCode: null, request: request(search) });
      expect(data.query).toBe('');
    }
    expect(calls.some((url) => url.pathname === '/api/eventfilterSearch')).toBe(false);
  });
});

describe('SeeAllPage', () => {
  const base: SeeAllPageData = {
    countryCode: null,
    query: 'beyonce',
    events: [],
    totalCount: 0,
    description: '',
  };

  it('shows the query heading, the total, event rows and a search form', () => {
    renderPage({
      ...base,
      events: [event(1, { name: 'Beyonce: Renaissance' })],
      totalCount: 1,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for "beyonce"');
    expect(screen.getByText('Showing 1 of 1 event')).toBeTruthy();
    const row = screen.getByRole('link', { name: /Beyonce: Renaissance/ });
    expect(row.getAttribute('href')).toBe('/concerts/pop/performer/event-1+1');
    expect(within(row).getByText('BUY NOW')).toBeTruthy();
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('beyonce');
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });

  it('appends page 2 on Show More, fetched in the browser, and Show Less goes back', async () => {
    const fetchMock = mockFetch(() => page([event(11), event(12)], 12, 2));
    const first = Array.from({ length: 10 }, (_, i) => event(i + 1));
    renderPage({ ...base, events: first, totalCount: 12 });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show More' }));
    });
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/eventfilterSearch');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('query')).toBe('beyonce');
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 12 events')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('says so when nothing matched', () => {
    renderPage({ ...base, query: 'zzzz' });
    expect(screen.getByText("Sorry we couldn't find any results for 'zzzz'")).toBeTruthy();
    expect(screen.getByText('Try searching a team, league, performer, city or venue')).toBeTruthy();
  });

  it('without a query: a prompt and the Browse Categories list', () => {
    renderPage({ ...base, query: '', countryCode: 'uk' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results');
    expect(screen.getByRole('heading', { name: 'Browse Categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Theater' }).getAttribute('href')).toBe('/uk/theatre');
  });
});
