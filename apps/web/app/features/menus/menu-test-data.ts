import type { MenuData } from './menu-data';

const performers = (genre: string, names: string[]) =>
  names.map((name) => {
    const slug = name.toLowerCase().replace(/ /g, '-');
    return { name, slug, path: `/sports/${genre}/${slug}` };
  });

/** A small menu for the component tests: one category with two genres, and region titles. */
export const MENU: MenuData = {
  region: 'uk',
  leagues: [
    { id: 101, title: 'Premier League', slug: 'epl', category_slug: 'sports', path: '/sports/epl' },
  ],
  genres: [
    { id: 203, title: 'Pop', slug: 'pop', category_slug: 'concerts', path: '/concerts/pop' },
  ],
  categories: [
    {
      category: { id: 1, name: 'Sports', slug: 'sports' },
      path: '/sports',
      genres: [
        {
          genre: { id: 101, name: 'Premier League', slug: 'epl' },
          path: '/sports/epl',
          columns: [performers('epl', ['Arsenal']), performers('epl', ['Chelsea']), [], [], []],
        },
        {
          genre: { id: 105, name: 'NBA', slug: 'nba' },
          path: '/sports/nba',
          columns: [performers('nba', ['Boston Celtics']), [], [], [], []],
        },
      ],
    },
  ],
};
