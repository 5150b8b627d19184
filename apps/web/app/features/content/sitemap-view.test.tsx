import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { SitemapData, SitemapGenreData } from './sitemap-loaders';
import { SitemapGenreView, SitemapView } from './sitemap-view';

const meta = { title: 'Sitemap | Reprise', description: 'Everything.' };
const sports = { id: 1, name: 'Sports', slug: 'sports' };
const special = { id: 5, name: 'Special Events', slug: 'special-events' };

const sitemap: SitemapData = {
  meta,
  categories: [
    {
      category: sports,
      path: '/sports',
      genres: [
        {
          genre: { id: 101, name: 'Premier League', slug: 'epl' },
          path: '/sitemap/sports/epl',
          performers: [{ name: 'Arsenal', slug: 'arsenal', path: '/sports/epl/arsenal' }],
        },
      ],
    },
    {
      category: special,
      path: '/special-events',
      genres: [
        {
          genre: null,
          path: '/sitemap/special-events/no-genre-found',
          performers: [
            {
              name: 'Monster Jam',
              slug: 'monster-jam',
              path: '/special-events/no-genre-found/monster-jam',
            },
          ],
        },
      ],
    },
  ],
};

function renderAt(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/*', Component: () => element }]);
  return render(<Stub initialEntries={['/sitemap']} />);
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('SitemapView', () => {
  afterEach(cleanup);

  it('links categories, genres, genre sitemaps and performers', () => {
    renderAt(<SitemapView data={sitemap} countryCode={null} />);
    expect(href('Sports')).toBe('/sports');
    expect(href('Premier League')).toBe('/sports/epl');
    expect(href('All Premier League performers')).toBe('/sitemap/sports/epl');
    expect(href('Arsenal')).toBe('/sports/epl/arsenal');
  });

  it('lists performers without a genre under no-genre-found, with the country prefix', () => {
    renderAt(<SitemapView data={sitemap} countryCode="uk" />);
    const section = screen.getByRole('region', { name: 'Special Events' });
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe(
      'Other Special Events',
    );
    expect(href('Monster Jam')).toBe('/uk/special-events/no-genre-found/monster-jam');
    expect(href('All Other Special Events performers')).toBe(
      '/uk/sitemap/special-events/no-genre-found',
    );
    expect(href('Special Events')).toBe('/uk/special-events');
  });
});

describe('SitemapGenreView', () => {
  afterEach(cleanup);

  it('lists every performer of a genre with a way back to the sitemap and the genre page', () => {
    const data: SitemapGenreData = {
      meta,
      details: {
        category: sports,
        genre: { id: 101, name: 'Premier League', slug: 'epl' },
        performers: [
          { name: 'Arsenal', slug: 'arsenal', path: '/sports/epl/arsenal' },
          { name: 'Chelsea', slug: 'chelsea', path: '/sports/epl/chelsea' },
        ],
      },
    };
    renderAt(<SitemapGenreView data={data} countryCode="uk" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Premier League performers');
    expect(href('Sitemap')).toBe('/uk/sitemap');
    expect(href('See Premier League events')).toBe('/uk/sports/epl');
    expect(href('Chelsea')).toBe('/uk/sports/epl/chelsea');
  });

  it('names the no-genre-found group after its category', () => {
    const data: SitemapGenreData = {
      meta,
      details: { category: special, genre: null, performers: [] },
    };
    renderAt(<SitemapGenreView data={data} countryCode={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Other Special Events performers',
    );
    expect(screen.getByText('No performers here yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /events$/ })).toBeNull();
  });
});
