// @vitest-environment node
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { dropModulePreloads, withoutModulePreloads } from './drop-module-preloads';

async function through(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(
    dropModulePreloads(),
  );
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/chunk-B.js"/><title>Café £5</title></head>';
const BODY =
  '<body><p>Hi</p><link rel="modulepreload" href="/kept-in-body.js"/>' +
  '<script type="module" async="">import "/assets/root.js";</script></body></html>';
const EXPECTED =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/><title>Café £5</title></head>' +
  BODY;

describe('dropModulePreloads', () => {
  it('removes the modulepreload links of the head and nothing else', async () => {
    expect(await through([HEAD + BODY])).toBe(EXPECTED);
  });

  it('handles links and characters cut across chunks, at every possible cut', async () => {
    const html = HEAD + BODY;
    const bytes = Buffer.from(html);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      const parts = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const out: Buffer[] = [];
      const stream = Readable.from(parts).pipe(dropModulePreloads());
      for await (const chunk of stream) out.push(chunk as Buffer);
      expect(Buffer.concat(out).toString('utf8'), `cut at ${cut}`).toBe(EXPECTED);
    }
  });

  it('passes a document without links through unchanged', async () => {
    const html = '<html><head><title>x</title></head><body>y</body></html>';
    expect(
      await through(['<html><he', 'ad><title>x</title></head><bo', 'dy>y</body></html>']),
    ).toBe(html);
  });
});

describe('withoutModulePreloads', () => {
  it('removes the modulepreload links of the head of a whole document and nothing else', () => {
    expect(withoutModulePreloads(Buffer.from(HEAD + BODY)).toString('utf8')).toBe(EXPECTED);
  });

  it('leaves a document without links as it is', () => {
    const html = '<html><head><title>x</title></head><body>y</body></html>';
    expect(withoutModulePreloads(Buffer.from(html)).toString('utf8')).toBe(html);
  });
});
