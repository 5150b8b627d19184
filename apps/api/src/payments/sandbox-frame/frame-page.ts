import { randomBytes } from 'node:crypto';
import type { LanguageTag } from '@reprise/domain/constants';
import { FRAME_MESSAGE } from '@reprise/domain/payments/sandbox-frame-messages';
import { CARD_MESSAGES_ID } from './card-messages-id';
import type { FrameText } from './frame-text';

// The sandbox's own documents (card frame, challenge page): tiny pages with their own policy. They
// may be framed by our pages only, run only their own nonce'd script, and connect nowhere.

const STYLE = `
  body { margin: 0; font: 16px/1.4 system-ui, sans-serif; color: #0f172a; background: #fff; }
  main { display: grid; gap: 12px; padding: 2px; }
  .row { display: grid; gap: 12px; grid-template-columns: 1fr 1fr; }
  label { display: block; font-weight: 600; margin-bottom: 4px; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 8px 12px; font: inherit;
    border: 1px solid #64748b; border-radius: 6px; }
  input:focus { outline: 3px solid #6d28d9; outline-offset: 1px; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  .hint, .error { font-size: 14px; margin: 4px 0 0; }
  .hint { color: #475569; }
  .error { color: #b91c1c; min-height: 1em; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { margin: 0 0 8px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button { min-height: 44px; padding: 8px 20px; font: inherit; font-weight: 700; border-radius: 6px;
    border: 2px solid #4c1d95; cursor: pointer; }
  .complete { background: #4c1d95; color: #fff; }
  .fail { background: #fff; color: #4c1d95; }
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a sandbox document is made of; `data` goes in as JSON for its script to read. */
interface SandboxDocumentParts {
  language: LanguageTag;
  title: string;
  body: string;
  script: string;
  data?: { id: string; value: unknown };
}

/** A sandbox document: its HTML and the policy that goes with it. */
function sandboxDocument({ language, title, body, script, data }: SandboxDocumentParts) {
  const nonce = randomBytes(16).toString('base64');
  // A JSON block is data, not script: the browser never runs it, the frame's script parses it.
  const json = data
    ? `<script type="application/json" id="${data.id}" nonce="${nonce}">${JSON.stringify(data.value).replace(/</g, '\\u003c')}</script>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body>${body}${json}<script nonce="${nonce}">${script}</script></body></html>`;
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
  return { html, policy };
}

const field = (id: string, label: string, extra: string, hint?: string) => `
  <div>
    <label for="${id}">${escapeHtml(label)}</label>
    <input id="${id}" name="${id}" inputmode="numeric" ${extra}
      aria-describedby="${hint ? `${id}-hint ` : ''}${id}-error" aria-invalid="false">
    ${hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : ''}
    <p class="error" id="${id}-error" aria-live="polite"></p>
  </div>`;

// The card frame's body: card number, expiry and CVV, labelled, each with its message slot.
function cardFrameBody({ t }: FrameText): string {
  const placeholder = escapeHtml(t('card.expiryPlaceholder'));
  return `<main>
  ${field('card_number', t('card.number'), 'autocomplete="cc-number" maxlength="23"')}
  <div class="row">
    ${field('expiration_date', t('card.expiry'), `autocomplete="cc-exp" maxlength="5" placeholder="${placeholder}"`)}
    ${field('cvv', t('card.cvv'), 'autocomplete="cc-csc" maxlength="4"', t('card.cvvHint'))}
  </div>
</main>`;
}

// The 3-D Secure challenge's body: what is being paid, and Complete or Fail.
function challengeBody({ t }: FrameText, amount: string, action: string): string {
  return `<main>
  <h1>${escapeHtml(t('challenge.title'))}</h1>
  <p>${escapeHtml(t('challenge.text', { amount }))}</p>
  <form method="post" action="${escapeHtml(action)}" class="actions">
    <button class="complete" type="submit" name="outcome" value="complete">${escapeHtml(t('challenge.complete'))}</button>
    <button class="fail" type="submit" name="outcome" value="fail">${escapeHtml(t('challenge.fail'))}</button>
  </form>
</main>`;
}

// The body after the buyer answered the challenge: it tells the page and says so.
function challengeDoneBody({ t }: FrameText, passed: boolean): string {
  const said = t(passed ? 'challenge.confirmed' : 'challenge.notConfirmed');
  return `<main><p role="status">${escapeHtml(said)}</p></main>`;
}

// The script after the challenge: tells the embedding page of our origin it is answered.
function challengeDoneScript(authorizationId: string): string {
  const message = JSON.stringify({ type: FRAME_MESSAGE.challengeDone, authorizationId });
  return `window.parent.postMessage(${message.replace(/</g, '\\u003c')}, window.location.origin);`;
}

/**
 * The card frame in a language: its fields, the bundled script and the card rule's messages in
 * that language for the script to show.
 */
export function cardFrameDocument(text: FrameText, script: string) {
  return sandboxDocument({
    language: text.language,
    title: text.t('card.title'),
    body: cardFrameBody(text),
    script,
    data: { id: CARD_MESSAGES_ID, value: text.cardRules },
  });
}

/** The bank's challenge in a language: the amount to confirm, posted to `action`. */
export function challengeDocument(text: FrameText, amount: string, action: string) {
  return sandboxDocument({
    language: text.language,
    title: text.t('challenge.title'),
    body: challengeBody(text, amount, action),
    script: '',
  });
}

/** The challenge answered, in a language: says so and tells the page. */
export function challengeDoneDocument(text: FrameText, passed: boolean, authorizationId: string) {
  return sandboxDocument({
    language: text.language,
    title: text.t('challenge.doneTitle'),
    body: challengeDoneBody(text, passed),
    script: challengeDoneScript(authorizationId),
  });
}
