import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_OPTIONS } from '@reprise/domain/constants';
import {
  droppedTokens,
  emptyMessages,
  keyDrift,
  unusedKeys,
  variableDrift,
} from '@reprise/domain/text/catalogue-checks';
import { describe, expect, it } from 'vitest';

// The mail catalogues cannot drift apart: every key in every language, the same variables in
// each, every number ("in 1-2 weeks") and plural `#` of the English kept, nothing empty, and no
// key the API's code no longer uses (a key is used when its name appears quoted in apps/api/src).

// Vitest runs from the repository root.
const apiDir = join(process.cwd(), 'apps/api/src');
const catalogue = (tag: string): Record<string, string> =>
  JSON.parse(readFileSync(join(apiDir, 'mail', 'messages', `${tag}.json`), 'utf8'));
const english = catalogue('en');
const others = LANGUAGE_OPTIONS.map((option) => option.tag).filter((tag) => tag !== 'en');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the mail catalogues', () => {
  it.each(others)('%s has exactly the English keys', (tag) => {
    expect(keyDrift(english, catalogue(tag))).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s uses the same variables as English in every message', (tag) => {
    expect(variableDrift(english, catalogue(tag))).toEqual([]);
  });

  it.each(others)('%s keeps every placeholder, number and # of the English', (tag) => {
    expect(droppedTokens(english, catalogue(tag))).toEqual([]);
  });

  it.each(['en', ...others])('%s has no empty message', (tag) => {
    expect(emptyMessages(catalogue(tag))).toEqual([]);
  });

  it('has no key the API does not use', () => {
    expect(unusedKeys(english, sources(apiDir).join('\n'))).toEqual([]);
  });
});
