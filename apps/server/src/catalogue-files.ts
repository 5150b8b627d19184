import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { LanguageTag } from '@reprise/domain/constants';
import de from '@reprise/web/messages/de.json' with { type: 'json' };
import en from '@reprise/web/messages/en.json' with { type: 'json' };
import es from '@reprise/web/messages/es.json' with { type: 'json' };
import fr from '@reprise/web/messages/fr.json' with { type: 'json' };
import { CATALOGUE_PATH } from './fingerprinted-assets';
import type { PageEncoding } from './page-cache/page-encodings';

// Each language's message catalogue as a file of its own (ADR 0024): the page's data names its
// URL, the browser fetches it once and keeps it. The name carries the content's hash, so a new
// wording is a new URL and the old one may be cached for good.

/** The messages of every language, by key (the web app's catalogues). */
export const CATALOGUES: Readonly<Record<LanguageTag, Readonly<Record<string, string>>>> = {
  de,
  en,
  es,
  fr,
};

interface CatalogueFile {
  json: Buffer;
  /** Compressed once, at the best level, the first time a client asks for the encoding. */
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

const byPath = new Map<string, CatalogueFile>();
const urls = {} as Record<LanguageTag, string>;
for (const [language, messages] of Object.entries(CATALOGUES) as [LanguageTag, object][]) {
  const json = Buffer.from(JSON.stringify(messages), 'utf8');
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12);
  const url = `${CATALOGUE_PATH}${language}.${hash}.json`;
  urls[language] = url;
  byPath.set(url, { json, encoded: {} });
}

/** The URL of each language's catalogue file, its content's hash in the name. */
export const CATALOGUE_URLS: Readonly<Record<LanguageTag, string>> = urls;

const compressors: Record<PageEncoding, (json: Buffer) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  gzip: (json) => gzipSync(json, { level: zlib.Z_BEST_COMPRESSION }),
};

/** The bytes of the catalogue file at `path` in `encoding` (null: plain JSON); null when none is. */
export function catalogueFileBytes(path: string, encoding: PageEncoding | null): Buffer | null {
  const file = byPath.get(path);
  if (!file) return null;
  if (!encoding) return file.json;
  file.encoded[encoding] ??= compressors[encoding](file.json);
  return file.encoded[encoding];
}
