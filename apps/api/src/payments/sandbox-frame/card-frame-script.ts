// The sandbox card frame's script (bundled for the browser by card-frame-bundle.ts). The card is
// checked with the domain's card rule and turned into a sandbox token here, in the frame; only the
// token goes to the page that embeds it, and the frame's policy lets it connect nowhere. The
// rule's messages come in the document's language, as a JSON block beside this script.
import { FRAME_MESSAGE } from '@reprise/domain/payments/sandbox-frame-messages';
import { sandboxToken } from '@reprise/domain/payments/sandbox-token';
import {
  type CardField,
  type CardFieldMessages,
  cardFieldMessages,
  formatExpiryInput,
  groupCardNumber,
} from '@reprise/domain/pricing/card-rules';
import { CARD_MESSAGES_ID } from './card-messages-id';

const FIELDS: CardField[] = ['card_number', 'expiration_date', 'cvv'];
const input = (field: CardField) => document.getElementById(field) as HTMLInputElement;
const errorOf = (field: CardField) => document.getElementById(`${field}-error`) as HTMLElement;
const ruleMessages = JSON.parse(
  document.getElementById(CARD_MESSAGES_ID)?.textContent ?? '',
) as CardFieldMessages;

function show(messages: Partial<Record<CardField, string>>) {
  for (const field of FIELDS) {
    const message = messages[field] ?? '';
    errorOf(field).textContent = message;
    input(field).setAttribute('aria-invalid', message ? 'true' : 'false');
  }
}

function card() {
  return {
    cardNumber: input('card_number').value,
    expirationDate: input('expiration_date').value,
    cvv: input('cvv').value,
  };
}

function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const post = (message: Record<string, unknown>) =>
  window.parent.postMessage(message, window.location.origin);

input('card_number').addEventListener('input', (event) => {
  const target = event.target as HTMLInputElement;
  target.value = groupCardNumber(target.value);
});
input('expiration_date').addEventListener('input', (event) => {
  const target = event.target as HTMLInputElement;
  target.value = formatExpiryInput(target.value);
});
input('cvv').addEventListener('input', (event) => {
  const target = event.target as HTMLInputElement;
  target.value = target.value.replace(/\D/g, '').slice(0, 4);
});
for (const field of FIELDS) {
  input(field).addEventListener('blur', () => {
    if (!input(field).value) return;
    const messages = cardFieldMessages(card(), new Date(), ruleMessages);
    errorOf(field).textContent = messages[field] ?? '';
    input(field).setAttribute('aria-invalid', messages[field] ? 'true' : 'false');
  });
}

window.addEventListener('message', (event) => {
  // Only the page of our own origin that embeds this frame may ask for a token.
  if (event.origin !== window.location.origin || event.source !== window.parent) return;
  if ((event.data as { type?: string } | null)?.type !== FRAME_MESSAGE.tokenize) return;
  const entered = card();
  const messages = cardFieldMessages(entered, new Date(), ruleMessages);
  show(messages);
  const wrong = FIELDS.find((field) => messages[field]);
  if (wrong) {
    input(wrong).focus();
    post({ type: FRAME_MESSAGE.invalid, field: wrong, message: messages[wrong] });
    return;
  }
  post({ type: FRAME_MESSAGE.token, token: sandboxToken(entered.cardNumber, nonce()) });
});
post({ type: FRAME_MESSAGE.ready });
