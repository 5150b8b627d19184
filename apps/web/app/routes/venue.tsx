import { countryFromParams } from '../lib/country-prefix';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/venue';

// Placeholder until the web app issue fills this page in.
export const handle: PageHandle = { header: 'defaultBlack', loader: 'black' };

export function loader({ params }: Route.LoaderArgs) {
  return { countryCode: countryFromParams(params) };
}

export function meta() {
  return [{ title: 'Venue | Reprise' }];
}

export default function VenuePage() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Venue</h1>
    </main>
  );
}
