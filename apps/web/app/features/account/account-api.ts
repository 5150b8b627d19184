import type {
  AuthProvidersResponse,
  BuyerUser,
  BuyerUserResponse,
  ChangePasswordBody,
  EmailType,
  ForgetPasswordResponse,
  LoginResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordUpdateBody,
  ResultSuccess,
  SaveProfileBody,
  SocialProvider,
  SocialSignupResponse,
  TokenCheckResponse,
} from '@reprise/domain/schemas/identity';
import type { ApiClient } from '../../lib/api-client';

// The account calls of the API contract (docs/api.md); their types come from
// packages/domain/src/schemas/identity.ts (types only: zod stays out of the browser, ADR 0004).

export type { BuyerUser, SocialProvider };
export type AuthProviders = AuthProvidersResponse['data'];

/** Signs in with email and password; the API sets the session cookies. */
export function login(api: ApiClient, email: string, password: string) {
  return api.post<LoginResponse>('/api/login', { email: email.trim(), password });
}

/** Ends the session (the API revokes it and clears the cookies). */
export function logout(api: ApiClient) {
  return api.post<ResultSuccess>('/api/logout', {});
}

/** Creates an account without a password; the API mails a set-password link. */
export function register(api: ApiClient, input: RegisterBody) {
  return api.post<RegisterResponse>('/api/buyer-user/register', { ...input });
}

/** Asks for a reset (or change) link by mail; the answer is the same for any email. */
export function forgetPassword(api: ApiClient, email: string, emailType: EmailType) {
  return api.post<ForgetPasswordResponse>('/api/forget-password', {
    email: email.trim(),
    emailType,
  });
}

/** What a mailed token is for, or an ApiRequestError (TOKEN_INVALID) when it cannot be used. */
export function checkResetToken(api: ApiClient, token: string) {
  return api.post<TokenCheckResponse>('/api/reset-password-token-check', { token });
}

/** Sets a new password with a mailed token; the API signs the buyer in. */
export function resetPassword(api: ApiClient, input: ResetPasswordUpdateBody) {
  return api.post<ResultSuccess>('/api/reset-password-update', { ...input });
}

/** Changes the signed-in buyer's password. */
export function changePassword(api: ApiClient, input: ChangePasswordBody) {
  return api.post<ResultSuccess>('/api/change-password', { ...input });
}

/** The signed-in buyer's profile. */
export async function fetchProfile(api: ApiClient): Promise<BuyerUser> {
  return (await api.get<BuyerUserResponse>('/api/buyer-user')).data;
}

/** Saves names, phone and location; the API re-issues the userObject cookie. */
export async function saveProfile(api: ApiClient, input: SaveProfileBody): Promise<BuyerUser> {
  return (await api.post<BuyerUserResponse>('/api/save-profile', { ...input })).data;
}

/** Which social sign-in providers are configured (their buttons hide otherwise). */
export async function fetchAuthProviders(api: ApiClient): Promise<AuthProviders> {
  return (await api.get<AuthProvidersResponse>('/api/auth/providers')).data;
}

/**
 * Finishes a social sign-in: the provider's code and state go to the API, which signs in and
 * says where the flow started (`returnTo`, kept in its signed state cookie with the type).
 */
export function socialSignIn(
  api: ApiClient,
  provider: SocialProvider,
  input: { code: string; state: string },
) {
  return api.post<SocialSignupResponse>(`/api/${provider}-signup`, { ...input });
}
