// Reads ticket files the way a buyer's software would: the PDF's text through pdf.js, the QR
// code's payload by decoding its pixels (jsQR), and the parts of a mail message.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { decodeQuotedPrintable } from '../sessions';

/** Every text run of a PDF's pages, joined by spaces. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts/',
  );
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fonts })
    .promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) texts.push(item.str);
  }
  await pdf.destroy();
  return texts.join(' ');
}

/** The text a QR code in a PNG holds, or null when none is found. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

/** The text/plain and text/html parts of a raw MIME message, decoded. */
export function mailParts(raw: string): { text: string; html: string; subject: string } {
  const part = (type: string) => {
    const match = new RegExp(
      `Content-Type: ${type}[^\\r\\n]*\\r?\\n(?:[^\\r\\n]+\\r?\\n)*?\\r?\\n([\\s\\S]*?)(?:\\r?\\n--|$)`,
    ).exec(raw);
    // Quoted-printable escapes are bytes of UTF-8: decode them as bytes, then read the text.
    return match ? Buffer.from(decodeQuotedPrintable(match[1]!), 'latin1').toString('utf8') : '';
  };
  const subject =
    /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  return { text: part('text/plain'), html: part('text/html'), subject: decodeWords(subject) };
}

/**
 * Reads a header as a mail client would: RFC 2047 encoded words (a long or non-ASCII subject is
 * sent as `=?UTF-8?Q?…?=` or `=?UTF-8?B?…?=`, folded) decoded, the space between two words dropped.
 */
function decodeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(text.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );
}
