// @vitest-environment node
import { finished } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { documentCollector } from './document-collector';

describe('documentCollector', () => {
  it('hands over the whole document once it ends, without the head modulepreload links', async () => {
    const pages: string[] = [];
    const collector = documentCollector((page) => pages.push(page.toString('utf8')));
    collector.write(Buffer.from('<html><head><link rel="modulepreload" href="/a.js"/><ti'));
    collector.write(Buffer.from('tle>Café</title></head><body>'));
    collector.write(Buffer.from('<p>£5</p></body></html>'));
    expect(pages).toEqual([]);
    collector.end();
    await finished(collector);
    expect(pages).toEqual(['<html><head><title>Café</title></head><body><p>£5</p></body></html>']);
  });
});
