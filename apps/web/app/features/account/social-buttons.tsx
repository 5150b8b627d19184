import { SESSION_STORAGE_KEYS } from '@reprise/domain/constants';
import type { SocialType } from '@reprise/domain/schemas/identity';
import { useEffect, useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { type AuthProviders, fetchAuthProviders, type SocialProvider } from './account-api';

const NONE: AuthProviders = { google: false, facebook: false };
let providers: Promise<AuthProviders> | null = null;

/** The configured providers, asked once per page; unknown (a failed call) hides both buttons. */
function loadProviders(): Promise<AuthProviders> {
  providers ??= fetchAuthProviders(browserApi()).catch(() => {
    providers = null;
    return NONE;
  });
  return providers;
}

/**
 * Leaves for the provider's sign-in page through the API, which keeps the type and where to come
 * back (`returnTo`) in its signed state cookie until the callback page finishes the flow.
 */
export function startSocialSignIn(provider: SocialProvider, type: SocialType) {
  const returnTo = `${window.location.pathname}${window.location.search}`;
  // The session storage keys for how the buyer signed in or up.
  sessionStorage.setItem(
    type === 'signIn' ? SESSION_STORAGE_KEYS.loginMethod : SESSION_STORAGE_KEYS.signUpMethod,
    provider,
  );
  const query = new URLSearchParams({ type, returnTo });
  window.location.assign(`/api/auth/${provider}/start?${query}`);
}

const LABELS: Record<SocialType, Record<SocialProvider, MessageKey>> = {
  signIn: { google: 'account.social.signIn.google', facebook: 'account.social.signIn.facebook' },
  signUp: { google: 'account.social.signUp.google', facebook: 'account.social.signUp.facebook' },
};

/** Google and Facebook buttons, each shown only when the API says its provider is configured. */
export function SocialButtons({ type }: { type: SocialType }) {
  const t = useT();
  const [configured, setConfigured] = useState<AuthProviders>(NONE);
  useEffect(() => {
    let live = true;
    loadProviders().then((answer) => {
      if (live) setConfigured(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  const shown = (['google', 'facebook'] as const).filter((provider) => configured[provider]);
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-2">
      {shown.map((provider) => (
        <Button
          key={provider}
          tone="secondary"
          className="w-full"
          onClick={() => startSocialSignIn(provider, type)}
        >
          {t(LABELS[type][provider])}
        </Button>
      ))}
    </div>
  );
}

/** For tests: forget the cached provider answer. */
export function resetProvidersForTests() {
  providers = null;
}
