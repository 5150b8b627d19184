import { createHash } from 'node:crypto';

/** How a document's inline scripts are allowed: its own nonce, or the hashes of exactly them. */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/** What the policy allows besides our own origin. */
export interface PolicyOptions {
  /** SUPPORT_CHAT_SCRIPT_URL: its origin may serve the chat's script, frames and calls. */
  supportChatScriptUrl?: string | null;
  /** Stripe is the payment provider (ADR 0018): Stripe.js, its frames and its API are allowed. */
  stripe?: boolean;
}

// Stripe.js loads from js.stripe.com, calls api.stripe.com, and draws its elements and the
// 3-D Secure challenge in frames of js.stripe.com and hooks.stripe.com; nothing else of Stripe.
const STRIPE = {
  script: ' https://js.stripe.com',
  connect: ' https://api.stripe.com',
  frame: ' https://js.stripe.com https://hooks.stripe.com',
} as const;
const NO_STRIPE = { script: '', connect: '', frame: '' } as const;

// A page streamed to one visitor carries a fresh nonce. A page kept in the shared cache (and by a
// CDN) is sent to many, and a nonce must never repeat, so it lists the SHA-256 of each of its
// inline scripts instead: a script injected into it would not match.
/** The Content-Security-Policy of an HTML document. */
export function contentSecurityPolicy(inline: InlineScripts, options: PolicyOptions = {}): string {
  const chat = options.supportChatScriptUrl
    ? ` ${new URL(options.supportChatScriptUrl).origin}`
    : '';
  const stripe = options.stripe ? STRIPE : NO_STRIPE;
  const scripts =
    'nonce' in inline
      ? `'nonce-${inline.nonce}'`
      : inline.hashes.map((hash) => `'sha256-${hash}'`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts}${chat}${stripe.script}`.trimEnd(),
    // 'unsafe-inline' stays: Radix dialogs' scroll lock (react-remove-scroll) injects <style>
    // elements whose text varies with the scrollbar width, and shared pages carry no nonce to
    // give them. ADR 0012.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${chat}`,
    "font-src 'self'",
    `connect-src 'self'${chat}${stripe.connect}`,
    `frame-src 'self'${chat}${stripe.frame}`,
    // The checkout's proof-of-work widget (ALTCHA, ADR 0017) solves in Web Workers it starts from
    // blob: URLs of its own code; no other worker source is allowed.
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The policy of every answer that is not an HTML page (API JSON, plain-text refusals): nothing
 * may load, run or frame it, so a JSON answer opened as a document cannot become a page.
 */
export const DATA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Script data ends at the first `</script` (any case); React Router escapes `<` inside its JSON,
// so the content between the tags is exactly what the browser hashes. The page is searched as
// Latin-1, one character per byte: the tags are ASCII, which UTF-8 never uses inside another
// character, so the offsets found are the bytes to hash, without decoding the whole page first
// (a page of 100-200 KB with a few non-ASCII letters decodes slowly, and it is done per render).
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /\ssrc\s*=/i;

/** Base64 SHA-256 of every inline script of an HTML document (UTF-8), in document order, once each. */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  for (const match of html.toString('latin1').matchAll(INLINE_SCRIPT)) {
    const [whole, attributes = '', text = ''] = match;
    if (HAS_SRC.test(attributes)) continue;
    // The text ends where the closing tag starts: the last `</` of the match.
    const start = match.index + whole.lastIndexOf('</') - text.length;
    hashes.add(
      createHash('sha256')
        .update(html.subarray(start, start + text.length))
        .digest('base64'),
    );
  }
  return [...hashes];
}
