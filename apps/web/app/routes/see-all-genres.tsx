import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/see-all-genres';

// Placeholder until the web app issue fills this page in.
export const handle: PageHandle = { header: 'defaultWhite', loader: 'white' };

export function loader({ params }: Route.LoaderArgs) {
  return { countryCode: countryFromParams(params) };
}

export function meta() {
  return [{ title: 'All genres | Reprise' }];
}

export default function SeeAllGenresPage() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">All genres</h1>
    </main>
  );
}
