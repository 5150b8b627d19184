import { Transform, type TransformCallback } from 'node:stream';

// React Router's <Scripts> asks for every module of the page with <link rel="modulepreload">,
// which React hoists into <head>: on a phone the ~130 KB of JavaScript then shares the first
// second of bandwidth with the HTML and CSS the first paint needs, and Lighthouse's LCP counts it
// all (docs/decisions/0005). Without the hints the same modules load from the module script at
// the end of <body>, after the page is on screen. Only <head> is searched; the rest streams on.
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = Buffer.from('</head>');
const TAG_START = '<'.charCodeAt(0);

const strip = (bytes: Buffer) =>
  Buffer.from(bytes.toString('utf8').replace(MODULE_PRELOAD, ''), 'utf8');

/** The whole document without the modulepreload links of its <head>. */
export function withoutModulePreloads(page: Buffer): Buffer {
  const headEnd = page.indexOf(HEAD_END);
  if (headEnd < 0) return strip(page);
  const end = headEnd + HEAD_END.length;
  return Buffer.concat([strip(page.subarray(0, end)), page.subarray(end)]);
}

/** A stream that removes the modulepreload links of a document's <head>, chunk borders included. */
export function dropModulePreloads(): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const headEnd = pending.indexOf(HEAD_END);
      if (headEnd >= 0) {
        inHead = false;
        const end = headEnd + HEAD_END.length;
        const out = Buffer.concat([strip(pending.subarray(0, end)), pending.subarray(end)]);
        pending = Buffer.alloc(0);
        return callback(null, out);
      }
      // Everything before the last '<' is whole tags and whole characters ('<' is one byte and
      // never inside a multi-byte one); from there on, wait for the rest.
      const cut = pending.lastIndexOf(TAG_START);
      if (cut <= 0) return callback();
      const out = strip(pending.subarray(0, cut));
      pending = pending.subarray(cut);
      callback(null, out);
    },
    flush(callback: TransformCallback) {
      callback(null, pending.length > 0 ? (inHead ? strip(pending) : pending) : undefined);
    },
  });
}
