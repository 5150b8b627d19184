import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { preferredEncoding } from '@reprise/domain/http/accept-encoding';

/** A compressed encoding a page is sent in. */
export type PageEncoding = NonNullable<ReturnType<typeof preferredEncoding>>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Qualities {
  br: number;
  gzip: number;
}

// The visitor whose request rendered a page gets it compressed quickly: most such pages are never
// asked for again (a rare page, a bot busting the cache), and on a page of 100-200 KB brotli at
// quality 5 plus gzip at level 6 cost several times the render itself. Quality 1 is some 30%
// larger and about six times cheaper.
const QUICK: Qualities = { br: 1, gzip: 1 };
// A kept page asked for again is worth the smaller form: made once, sent to every later visitor.
const FULL: Qualities = { br: 5, gzip: 6 };

function compress(body: Buffer, encoding: PageEncoding, qualities: Qualities): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: qualities.gzip });
  return brotli(body, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: qualities.br,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

// Room a kept page holds for its compressed forms: each may take a quarter of the body (HTML and
// data compress to 10-20%) and a little more, so a tiny body's forms fit too. A form past its
// share is sent but not kept, and the cache's byte bound holds whatever a page compresses to.
const formShare = (bodyBytes: number) => Math.ceil(bodyBytes / 4) + 512;

/**
 * A page's compressed forms, each made off the event loop (zlib's thread pool) only when a visitor
 * asks for that encoding: a page rendered for one visitor is compressed once, in one encoding.
 */
export class PageEncodings {
  readonly #body: Buffer;
  readonly #kept = new Map<PageEncoding, Promise<Buffer>>();
  // The kept forms once made: a hit sends one without waiting on a promise.
  readonly #made = new Map<PageEncoding, Buffer>();

  constructor(body: Buffer) {
    this.#body = body;
  }

  /** Bytes the kept forms may hold at most (the page cache counts them up front). */
  get reservedBytes(): number {
    return 2 * formShare(this.#body.length);
  }

  /** The full form of `encoding` if it is made and kept, else undefined (ask `full` for it). */
  made(encoding: PageEncoding): Buffer | undefined {
    return this.#made.get(encoding);
  }

  /** The form for the visitor whose request rendered the page: quick to make, a little larger. */
  quick(encoding: PageEncoding): Promise<Buffer> {
    return this.#kept.get(encoding) ?? compress(this.#body, encoding, QUICK);
  }

  /** The form for later visitors: made once at full quality and kept for all who follow. */
  full(encoding: PageEncoding): Promise<Buffer> {
    const kept = this.#kept.get(encoding);
    if (kept) return kept;
    const form = compress(this.#body, encoding, FULL);
    this.#kept.set(encoding, form);
    const forget = () => {
      if (this.#kept.get(encoding) === form) this.#kept.delete(encoding);
    };
    form.then((bytes) => {
      if (bytes.length > formShare(this.#body.length)) forget();
      else if (this.#kept.get(encoding) === form) this.#made.set(encoding, bytes);
    }, forget);
    return form;
  }
}
