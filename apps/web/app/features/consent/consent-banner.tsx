import { COOKIE_NAMES } from '@reprise/domain/constants';
import { staticPagePath } from '@reprise/domain/routes';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { writeCookie } from '../../lib/cookies/browser-cookies';
import { useT } from '../../lib/i18n/catalogue';
import { richText } from '../../lib/i18n/rich-text';
import { Button } from '../../ui/button';
import { onCountryDetected } from '../location/country-events';
import { saveConsent } from './consent-api';
import { announceConsentAnswered } from './consent-events';
import { CONSENT_ACCEPTED, CONSENT_COOKIE, CONSENT_DECLINED } from './consent-state';

type ConsentAnswer = typeof CONSENT_ACCEPTED | typeof CONSENT_DECLINED;

// The cookie answers at once (the banner never comes back); the API keeps the record.
function recordConsent(value: ConsentAnswer) {
  writeCookie(COOKIE_NAMES.userConsent, value, CONSENT_COOKIE);
  void saveConsent(value);
  announceConsentAnswered(value);
}

interface ConsentBannerProps {
  /** The server's decision (root loader), so hydration renders what the server did. */
  initiallyVisible: boolean;
  countryCode: string | null;
}

/**
 * The cookie consent banner: a non-modal region at the top of the page. Accept
 * stores consent, Decline stores the cancel-consent value (cookie and /api/setCookies); either
 * hides it and announces the answer (the first-order pop-up follows). A visitor the location
 * flow finds in the US counts as accepted and the banner goes away.
 */
export function ConsentBanner({ initiallyVisible, countryCode }: ConsentBannerProps) {
  const t = useT();
  const [visible, setVisible] = useState(initiallyVisible);

  function answer(value: ConsentAnswer) {
    recordConsent(value);
    setVisible(false);
  }

  useEffect(() => {
    if (!visible) return;
    return onCountryDetected((code) => {
      if (code === 'us') {
        recordConsent(CONSENT_ACCEPTED);
        setVisible(false);
      }
    });
  }, [visible]);

  if (!visible) return null;

  return (
    // In the normal flow at the top of the page: seen first, and it never covers a control (a
    // floating banner hid footer links on short phone pages).
    <section
      id="cookie-consent"
      aria-label={t('consent.label')}
      className="border-b border-slate-300 bg-white text-slate-900"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          {richText(t('consent.text'), {
            link: (chunk) => (
              <Link
                to={staticPagePath('cookies', countryCode)}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {chunk}
              </Link>
            ),
          })}
        </p>
        <div className="flex shrink-0 gap-2">
          <Button tone="secondary" onClick={() => answer(CONSENT_DECLINED)}>
            {t('consent.decline')}
          </Button>
          <Button onClick={() => answer(CONSENT_ACCEPTED)}>{t('consent.accept')}</Button>
        </div>
      </div>
    </section>
  );
}
