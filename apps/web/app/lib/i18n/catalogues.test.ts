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

// The four catalogues cannot drift apart: every key in every language, the same variables in each,
// and no key the code no longer uses (a key is used when its name appears quoted in the app or the server).

// Vitest runs from the repository root.
const webDir = join(process.cwd(), 'apps/web');
const catalogue = (tag: string): Record<string, string> =>
  JSON.parse(readFileSync(join(webDir, 'messages', `${tag}.json`), 'utf8'));
const english = catalogue('en');
const others = LANGUAGE_OPTIONS.map((option) => option.tag).filter((tag) => tag !== 'en');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('the message catalogues', () => {
  it.each(others)('%s has exactly the English keys', (tag) => {
    expect(keyDrift(english, catalogue(tag))).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s uses the same variables as English in every message', (tag) => {
    expect(variableDrift(english, catalogue(tag))).toEqual([]);
  });

  // A translation that words around a value drops it silently ("about # minutes" read as "a few
  // minutes"): every variable, every number written out and every plural's `#` stays.
  it.each(others)('%s keeps every placeholder, number and # of the English', (tag) => {
    expect(droppedTokens(english, catalogue(tag))).toEqual([]);
  });

  it.each(['en', ...others])('%s has no empty message', (tag) => {
    expect(emptyMessages(catalogue(tag))).toEqual([]);
  });

  it('has no key the app does not use', () => {
    // The server's busy page (apps/server/src/overload.ts) speaks from the same catalogue.
    const code = [
      ...sources(join(webDir, 'app')),
      ...sources(join(process.cwd(), 'apps/server/src')),
    ].join('\n');
    expect(unusedKeys(english, code)).toEqual([]);
  });
});
