import { data } from 'react-router';
import { signedInPageHeaders } from '../features/account/signed-in-page';
import { SocialCallbackPage } from '../features/account/social-callback-page';
import type { PageHandle } from '../lib/page-handle';
import { noIndexMeta } from '../lib/seo/no-index-meta';
import type { Route } from './+types/social-callback';

export const handle: PageHandle = { header: 'none', loader: null, footer: false };

const PROVIDERS = ['google', 'facebook'] as const;

export function loader({ params }: Route.LoaderArgs) {
  const provider = PROVIDERS.find((name) => name === params.provider);
  if (!provider) throw data(null, { status: 404 });
  return { provider };
}

// The URL carries a one-time code: nothing may keep the page.
export const headers = signedInPageHeaders;

export const meta = noIndexMeta('meta.socialSignIn.title');

export default function SocialCallback({ loaderData }: Route.ComponentProps) {
  return <SocialCallbackPage provider={loaderData.provider} />;
}
