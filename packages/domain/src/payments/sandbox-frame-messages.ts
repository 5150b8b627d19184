// The messages between the checkout page and the sandbox card frame (window.postMessage, same
// origin only). The page asks for a token; the frame answers with one, or says which field is
// wrong. A card number never crosses this boundary.
import type { LanguageTag } from '../constants';

/** The type of each message between the checkout page and a sandbox frame. */
export const FRAME_MESSAGE = {
  tokenize: 'reprise-sandbox:tokenize',
  token: 'reprise-sandbox:token',
  invalid: 'reprise-sandbox:invalid',
  ready: 'reprise-sandbox:ready',
  /** From the 3-D Secure challenge page: the buyer answered it. */
  challengeDone: 'reprise-sandbox:challenge-done',
} as const;

/** Where the sandbox's card frame is served. */
export const SANDBOX_CARD_FRAME_PATH = '/api/payments/sandbox/card-frame';

/**
 * A sandbox document's address in the page's language (`?lang=de`), as Stripe's elements take a
 * `locale`: the card frame and the bank's challenge speak the fan's language.
 */
export function sandboxFrameUrl(url: string, language: LanguageTag): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}
