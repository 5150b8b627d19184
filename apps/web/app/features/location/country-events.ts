// The location flow tells the rest of the shell which country it settled on (cookie consent
// treats US visitors as accepted) without the two features importing each other's components.

const EVENT = 'reprise:country-detected';

/** Announces the visitor's country (cookie value: us, uk, au, noc …). */
export function announceCountry(countryCode: string) {
  window.dispatchEvent(new CustomEvent<string>(EVENT, { detail: countryCode }));
}

/** Listens for the visitor's country; returns the unsubscribe function. */
export function onCountryDetected(listener: (countryCode: string) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
