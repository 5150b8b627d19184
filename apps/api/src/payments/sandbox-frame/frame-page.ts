import { randomBytes } from 'node:crypto';
import { FRAME_MESSAGE } from '@reprise/domain/payments/sandbox-frame-messages';

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

/** A sandbox document: its HTML and the policy that goes with it. */
export function sandboxDocument(title: string, body: string, script: string) {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body>${body}<script nonce="${nonce}">${script}</script></body></html>`;
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
    <label for="${id}">${label}</label>
    <input id="${id}" name="${id}" inputmode="numeric" ${extra}
      aria-describedby="${hint ? `${id}-hint ` : ''}${id}-error" aria-invalid="false">
    ${hint ? `<p class="hint" id="${id}-hint">${hint}</p>` : ''}
    <p class="error" id="${id}-error" aria-live="polite"></p>
  </div>`;

/** The card frame's body: card number, expiry and CVV, labelled, each with its message slot. */
export const CARD_FRAME_BODY = `<main>
  ${field('card_number', 'Card number', 'autocomplete="cc-number" maxlength="23"')}
  <div class="row">
    ${field('expiration_date', 'Expiry date (MM/YY)', 'autocomplete="cc-exp" maxlength="5" placeholder="MM/YY"')}
    ${field('cvv', 'CVV', 'autocomplete="cc-csc" maxlength="4"', '3 digits on the back, or 4 on the front of an American Express card.')}
  </div>
</main>`;

/** The 3-D Secure challenge's body: what is being paid, and Complete or Fail. */
export function challengeBody(amount: string, action: string): string {
  return `<main>
  <h1>Confirm your payment</h1>
  <p>Sandbox bank: confirm the payment of ${escapeHtml(amount)}.</p>
  <form method="post" action="${escapeHtml(action)}" class="actions">
    <button class="complete" type="submit" name="outcome" value="complete">Complete</button>
    <button class="fail" type="submit" name="outcome" value="fail">Fail</button>
  </form>
</main>`;
}

/** The body after the buyer answered the challenge: it tells the page and says so. */
export function challengeDoneBody(passed: boolean): string {
  return `<main><p role="status">${passed ? 'Payment confirmed.' : 'Payment not confirmed.'}</p></main>`;
}

/** The script after the challenge: tells the embedding page of our origin it is answered. */
export function challengeDoneScript(authorizationId: string): string {
  const message = JSON.stringify({ type: FRAME_MESSAGE.challengeDone, authorizationId });
  return `window.parent.postMessage(${message.replace(/</g, '\\u003c')}, window.location.origin);`;
}
