// The checks that hold each message catalogue (the pages', the mails', the sandbox frame's)
// together, as one suite for their tests: every key in every language, the same variables in each, every number
// and plural `#` of the English kept, nothing empty, and no key the code no longer uses (a key is
// used when its name appears quoted in the code).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { LANGUAGE_OPTIONS } from '../constants';
import {
  droppedTokens,
  emptyMessages,
  keyDrift,
  unusedKeys,
  variableDrift,
} from '../text/catalogue-checks';

/** The text of every TypeScript source under `dir` (tests left out). */
export function sourceText(dir: string): string {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return [sourceText(path)];
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)
        ? [readFileSync(path, 'utf8')]
        : [];
    })
    .join('\n');
}

/**
 * The catalogue checks for the `{tag}.json` files of `messagesDir` (from the repository root,
 * where Vitest runs), whose keys `code` quotes; answers how to read a language's catalogue and
 * the languages other than English, for a file's own checks.
 */
export function catalogueSuite(messagesDir: string, code: () => string) {
  const catalogue = (tag: string): Record<string, string> =>
    JSON.parse(readFileSync(join(process.cwd(), messagesDir, `${tag}.json`), 'utf8'));
  const english = catalogue('en');
  const others = LANGUAGE_OPTIONS.map((option) => option.tag).filter((tag) => tag !== 'en');

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

  it('has no key the code does not use', () => {
    expect(unusedKeys(english, code())).toEqual([]);
  });

  return { catalogue, others };
}
