import { PasswordTokenPage } from '../features/account/password-token-page';
import { signedInPageHeaders } from '../features/account/signed-in-page';
import { countryFromParams } from '../lib/country-prefix';
import { metaTranslator } from '../lib/i18n/meta-translate';
import type { PageHandle } from '../lib/page-handle';
import { NO_INDEX } from '../lib/seo/no-index-meta';
import type { Route } from './+types/password-token';

// Serves /set-password/{token} and /change-password/{token}: no header or footer.
export const handle: PageHandle = { header: 'none', loader: null, footer: false };

export function loader({ params }: Route.LoaderArgs) {
  return { countryCode: countryFromParams(params), token: params.token };
}

// The token is in the URL: no cache may keep the page, and no search engine index it.
export const headers = signedInPageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const change = location.pathname.includes('/change-password/');
  return [{ title: t(change ? 'meta.changePassword.title' : 'meta.setPassword.title') }, NO_INDEX];
}

export default function PasswordToken({ loaderData }: Route.ComponentProps) {
  return <PasswordTokenPage token={loaderData.token} countryCode={loaderData.countryCode} />;
}
