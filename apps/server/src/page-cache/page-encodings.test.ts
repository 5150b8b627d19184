import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageEncodings } from './page-encodings';

const body = Buffer.from(`<!doctype html><p>${'Every seat, every show. '.repeat(2_000)}</p>`);

describe('PageEncodings', () => {
  it('compresses in the encoding asked for, to the very bytes of the page', async () => {
    const encodings = new PageEncodings(body);
    expect(brotliDecompressSync(await encodings.quick('br'))).toEqual(body);
    expect(gunzipSync(await encodings.quick('gzip'))).toEqual(body);
    expect(brotliDecompressSync(await encodings.full('br'))).toEqual(body);
    expect(gunzipSync(await encodings.full('gzip'))).toEqual(body);
  });

  it('makes the full form once for every later visitor, and the quick one per visitor', async () => {
    const encodings = new PageEncodings(body);
    const quick = await encodings.quick('br');
    expect(await encodings.quick('br')).not.toBe(quick);
    const full = await encodings.full('br');
    expect(await encodings.full('br')).toBe(full);
    // Once the full form exists, the visitor of a miss gets it too: it is smaller and made.
    expect(await encodings.quick('br')).toBe(full);
  });

  it('hands out the full form without a promise once it is made, never a quick one', async () => {
    const encodings = new PageEncodings(body);
    await encodings.quick('br');
    expect(encodings.made('br')).toBeUndefined();
    const pending = encodings.full('br');
    expect(encodings.made('br')).toBeUndefined();
    const full = await pending;
    expect(encodings.made('br')).toBe(full);
    expect(encodings.made('gzip')).toBeUndefined();
  });

  it('does not keep a form past its share of the reserved bytes', async () => {
    // Random bytes do not compress: their form is sent, then made again for the next visitor.
    const encodings = new PageEncodings(randomBytes(8_192));
    const first = await encodings.full('gzip');
    expect(encodings.made('gzip')).toBeUndefined();
    expect(await encodings.full('gzip')).not.toBe(first);
    expect(encodings.reservedBytes).toBeGreaterThanOrEqual(2 * 512);
  });
});
