import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_OPTIONS } from '@reprise/domain/constants';
import { messageVariables } from '@reprise/domain/text/format-message';
import { describe, expect, it } from 'vitest';

// The mail catalogues cannot drift apart: every key in every language, the same variables in
// each, every number and plural `#` of the English kept, nothing empty, and no key the API's
// code no longer uses (a key is used when its name appears quoted in apps/api/src).

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
    const keys = Object.keys(catalogue(tag));
    const missing = Object.keys(english).filter((key) => !keys.includes(key));
    const extra = keys.filter((key) => !(key in english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s uses the same variables as English in every message', (tag) => {
    const messages = catalogue(tag);
    const differing = Object.keys(english).filter(
      (key) =>
        key in messages &&
        messageVariables(messages[key] ?? '').join() !==
          messageVariables(english[key] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  // "The refund will appear in 1-2 weeks" worded as "soon" would drop a promise: every number
  // the English writes out, and every plural's `#`, stays.
  it.each(others)('%s keeps every number and # of the English', (tag) => {
    const messages = catalogue(tag);
    const dropped = Object.entries(english).flatMap(([key, text]) => {
      const translation = messages[key] ?? '';
      const tokens = [...(text.match(/\d+/g) ?? []), ...(text.includes('#') ? ['#'] : [])];
      const missing = tokens.filter((token) => !translation.includes(token));
      return missing.length > 0 ? [`${key}: ${missing.join(' ')}`] : [];
    });
    expect(dropped).toEqual([]);
  });

  it.each(['en', ...others])('%s has no empty message', (tag) => {
    const empty = Object.entries(catalogue(tag)).filter(([, text]) => text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('has no key the API does not use', () => {
    const code = sources(apiDir).join('\n');
    const unused = Object.keys(english).filter(
      (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });
});
