import { LOCAL_STORAGE_KEYS } from '@reprise/domain/constants';
import { splitCountryPrefix } from '@reprise/domain/country';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { onConsentAnswered } from '../consent/consent-events';
import { openAuthDialog, useAuthDialog } from './auth-dialog-store';
import { firstOrderDone } from './first-order-cookies';
import { useSessionUser } from './use-session';

/**
 * Opens the first-order pop-up on home and country home only. It is due when the visitor
 * has no consent, no consent token and no closed cookie, and the banner's Accept and Decline
 * "then trigger" it: so a first-time visitor answers the banner first (a modal over the banner
 * would hide the question it asks) and the answer opens the pop-up, once — closing it sets the
 * closed cookie, signing up through it the active flag. Signed-in buyers never see it.
 */
export function FirstOrderTrigger() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const { dialog } = useAuthDialog();
  const onHome = splitCountryPrefix(pathname).path === '/';
  const busy = dialog !== null;

  // A layout effect, so the listener exists from the commit that shows the banner: a passive
  // effect runs a task later, and an answer given in between (a fast click, a busy device, a
  // loaded CI runner) would be lost and the pop-up never open.
  useLayoutEffect(() => {
    if (!onHome || user || busy) return;
    // Read before the banner's answer stores a token: it is the state the answer was given in.
    const hadToken = localStorage.getItem(LOCAL_STORAGE_KEYS.cookieToken) !== null;
    return onConsentAnswered(() => {
      if (!hadToken && !firstOrderDone()) openAuthDialog({ kind: 'firstOrder' });
    });
  }, [onHome, user, busy]);

  return null;
}
