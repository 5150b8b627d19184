import type { SocialProvider } from '@reprise/domain/schemas/identity';

/** One provider's client and endpoints (the endpoints default to the real provider's). */
export interface ProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** Google's OIDC userinfo, or Facebook's Graph `me` with the fields we read. */
  profileUrl: string;
}

export interface SocialConfig {
  /** Base of the redirect URI: the provider sends the buyer to `{base}/auth/{provider}/callback`. */
  redirectBaseUrl: string;
  google?: ProviderConfig;
  facebook?: ProviderConfig;
}

/** The real providers' endpoints; env overrides point them at an enterprise or test server. */
export const PROVIDER_ENDPOINTS: Record<
  SocialProvider,
  Pick<ProviderConfig, 'authorizationUrl' | 'tokenUrl' | 'profileUrl'>
> = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/v19.0/me?fields=id,first_name,last_name,email',
  },
};

/** How the providers are named to people. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/** Scopes asked of each provider: email and profile, all that sign-up needs. */
export const PROVIDER_SCOPES: Record<SocialProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  facebook: ['email', 'public_profile'],
};

/** The redirect URI registered at the provider: the web's callback page. */
export function redirectUri(config: SocialConfig, provider: SocialProvider): string {
  return `${config.redirectBaseUrl}/auth/${provider}/callback`;
}

/** The social sign-in variables of the environment (validated by apps/server/src/env.ts). */
export interface SocialEnv {
  PUBLIC_BASE_URL: string;
  OAUTH_REDIRECT_BASE_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_AUTH_URL?: string;
  GOOGLE_TOKEN_URL?: string;
  GOOGLE_USERINFO_URL?: string;
  FACEBOOK_CLIENT_ID?: string;
  FACEBOOK_CLIENT_SECRET?: string;
  FACEBOOK_AUTH_URL?: string;
  FACEBOOK_TOKEN_URL?: string;
  FACEBOOK_PROFILE_URL?: string;
}

/** Social sign-in settings from the environment; a provider without id and secret is left out. */
export function socialConfigFrom(env: SocialEnv): SocialConfig {
  const provider = (
    name: SocialProvider,
    id: string | undefined,
    secret: string | undefined,
    overrides: Partial<ProviderConfig>,
  ): ProviderConfig | undefined =>
    id && secret
      ? {
          clientId: id,
          clientSecret: secret,
          authorizationUrl: overrides.authorizationUrl ?? PROVIDER_ENDPOINTS[name].authorizationUrl,
          tokenUrl: overrides.tokenUrl ?? PROVIDER_ENDPOINTS[name].tokenUrl,
          profileUrl: overrides.profileUrl ?? PROVIDER_ENDPOINTS[name].profileUrl,
        }
      : undefined;
  return {
    redirectBaseUrl: (env.OAUTH_REDIRECT_BASE_URL ?? env.PUBLIC_BASE_URL).replace(/\/$/, ''),
    google: provider('google', env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, {
      authorizationUrl: env.GOOGLE_AUTH_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      profileUrl: env.GOOGLE_USERINFO_URL,
    }),
    facebook: provider('facebook', env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET, {
      authorizationUrl: env.FACEBOOK_AUTH_URL,
      tokenUrl: env.FACEBOOK_TOKEN_URL,
      profileUrl: env.FACEBOOK_PROFILE_URL,
    }),
  };
}
