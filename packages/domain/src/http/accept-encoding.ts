import { BoundedMemo } from '../bounded-memo';

// The encodings our answers are precompressed in. A bare `*` is read as gzip only: any client can
// decode gzip, while a client that names no coding may predate brotli.

/** Weight of each coding an Accept-Encoding header names (q=1 when it gives none, 0 when unreadable). */
function codingWeights(acceptEncoding: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!token) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

function chooseEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const weights = codingWeights(acceptEncoding);
  const br = weights.get('br') ?? 0;
  const gzip = weights.get('gzip') ?? weights.get('*') ?? 0;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

// Browsers send a handful of distinct headers, each on every request: the choice for each is
// kept rather than parsed again. Emptied when full, so odd headers cannot grow it.
const chosen = new BoundedMemo<'br' | 'gzip' | null>(64);

/**
 * The encoding to send for an Accept-Encoding header: br or gzip, whichever it weighs more (br on
 * a tie), never one it gives q=0; null means send the bytes as they are.
 */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  return chosen.get(acceptEncoding, () => chooseEncoding(acceptEncoding));
}
