import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/sitemap';

// Placeholder until the web app issue fills this page in.
export const handle: PageHandle = { header: 'defaultWhite', loader: null };

export function loader({ params }: Route.LoaderArgs) {
  return { countryCode: countryFromParams(params) };
}

export function meta() {
  return [{ title: 'Sitemap | Reprise' }];
}

export default function SitemapPage() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Sitemap</h1>
    </main>
  );
}
