import type { SocialProvider } from '@reprise/domain/schemas/identity';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import {
  PROVIDER_SCOPES,
  type ProviderConfig,
  redirectUri,
  type SocialConfig,
} from './social-config';

/** What a provider tells us about the person who signed in. */
export interface SocialProfile {
  providerUserId: string;
  email: string | null;
  /** Whether the provider vouches that the person owns the email (joins an existing account). */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  /** PKCE verifier (Google); Facebook's flow has none. */
  codeVerifier: string | null;
}

// arctic's OAuth2Client runs both code flows; the endpoints come from configuration so a test (or
// an enterprise proxy) can stand in for the real provider. Google gets PKCE and HTTP Basic client
// authentication, as arctic's Google provider does; Facebook takes its secret as a query parameter
// of the token endpoint, as Facebook documents it.
const client = (config: SocialConfig, provider: SocialProvider, settings: ProviderConfig) =>
  new OAuth2Client(
    settings.clientId,
    provider === 'google' ? settings.clientSecret : null,
    redirectUri(config, provider),
  );

/** The provider's authorization URL with a fresh state (and PKCE verifier for Google). */
export function startAuthorization(
  config: SocialConfig,
  provider: SocialProvider,
  settings: ProviderConfig,
): AuthorizationStart {
  const state = generateState();
  const oauth = client(config, provider, settings);
  if (provider === 'google') {
    const codeVerifier = generateCodeVerifier();
    const url = oauth.createAuthorizationURLWithPKCE(
      settings.authorizationUrl,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      PROVIDER_SCOPES.google,
    );
    return { url, state, codeVerifier };
  }
  const url = oauth.createAuthorizationURL(
    settings.authorizationUrl,
    state,
    PROVIDER_SCOPES.facebook,
  );
  return { url, state, codeVerifier: null };
}

/** Exchanges the code for an access token and reads the person's profile with it. */
export async function fetchSocialProfile(
  config: SocialConfig,
  provider: SocialProvider,
  settings: ProviderConfig,
  code: string,
  codeVerifier: string | null,
): Promise<SocialProfile> {
  const oauth = client(config, provider, settings);
  const tokenUrl = new URL(settings.tokenUrl);
  if (provider === 'facebook') tokenUrl.searchParams.set('client_secret', settings.clientSecret);
  const tokens = await oauth.validateAuthorizationCode(tokenUrl.toString(), code, codeVerifier);
  const response = await fetch(settings.profileUrl, {
    headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`profile request answered ${response.status}`);
  return readProfile(provider, (await response.json()) as Record<string, unknown>);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Google's userinfo (sub, given_name, email_verified …) or Facebook's Graph `me` (id, first_name …). */
export function readProfile(
  provider: SocialProvider,
  body: Record<string, unknown>,
): SocialProfile {
  const providerUserId = text(body.sub) || text(body.id) || String(body.id ?? '');
  if (!providerUserId) throw new Error('the profile has no user id');
  const email = text(body.email).toLowerCase() || null;
  const [first = '', ...rest] = text(body.name).split(/\s+/);
  return {
    providerUserId,
    email,
    // Facebook only gives out confirmed addresses; Google says so per address.
    emailVerified: email !== null && (provider === 'facebook' || body.email_verified === true),
    firstName: text(body.given_name) || text(body.first_name) || first,
    lastName: text(body.family_name) || text(body.last_name) || rest.join(' '),
  };
}
