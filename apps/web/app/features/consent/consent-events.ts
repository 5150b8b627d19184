import { windowEvent } from '../../lib/window-event';

// The consent banner tells the shell that the visitor answered (Accept and Decline both then
// trigger the first-order pop-up) without the account feature importing the banner.
const consentAnswered = windowEvent<string>('reprise:consent-answered');

/** Announces that the visitor answered the cookie banner ('accepted' or 'declined'). */
export const announceConsentAnswered = consentAnswered.announce;

/** Listens for the visitor's consent answer; returns the unsubscribe function. */
export const onConsentAnswered = consentAnswered.listen;
