import { windowEvent } from '../../lib/window-event';

// The location flow tells the rest of the shell which country it settled on (cookie consent
// treats US visitors as accepted).
const countryDetected = windowEvent<string>('reprise:country-detected');

/** Announces the visitor's country (cookie value: us, uk, au, noc …). */
export const announceCountry = countryDetected.announce;

/** Listens for the visitor's country; returns the unsubscribe function. */
export const onCountryDetected = countryDetected.listen;
