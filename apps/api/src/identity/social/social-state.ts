import {
  SOCIAL_PROVIDERS,
  SOCIAL_TYPES,
  type SocialProvider,
  type SocialType,
} from '@reprise/domain/schemas/identity';
import { SignJWT } from 'jose';
import { verifyHs256Jwt } from '../../platform/hs256-jwt';

// Between the start and the finish of a social sign-in, the state, the PKCE verifier, the type and
// where to go back live in a short httpOnly cookie, signed so nobody can forge or alter it.
/** The httpOnly cookie that binds a social sign-in's finish to its start. */
export const SOCIAL_STATE_COOKIE = 'oauth_state';

const AUDIENCE = 'reprise-social-state';

export interface SocialState {
  provider: SocialProvider;
  state: string;
  codeVerifier: string | null;
  type: SocialType;
  returnTo: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export function sealSocialState(
  value: SocialState,
  secret: string,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...value })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + Math.floor(ttlMs / 1000))
    .sign(key(secret));
}

/** The state a cookie holds, or null when it is missing, forged or expired. */
export function openSocialState(
  cookie: string | undefined,
  secret: string,
  now: Date,
): SocialState | null {
  if (!cookie) return null;
  const payload = verifyHs256Jwt(cookie, key(secret), { audience: AUDIENCE, now });
  if (!payload) return null;
  const { provider, state, codeVerifier, type, returnTo } = payload;
  if (
    !SOCIAL_PROVIDERS.includes(provider as SocialProvider) ||
    typeof state !== 'string' ||
    (codeVerifier !== null && typeof codeVerifier !== 'string') ||
    !SOCIAL_TYPES.includes(type as SocialType) ||
    typeof returnTo !== 'string'
  ) {
    return null;
  }
  return {
    provider: provider as SocialProvider,
    state,
    codeVerifier: codeVerifier as string | null,
    type: type as SocialType,
    returnTo,
  };
}
