import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_OPTIONS } from '@reprise/domain/constants';
import { messageVariables } from '@reprise/domain/text/format-message';
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

  // A translation that words around a value drops it silently ("about # minutes" read as "a few
  // minutes"): every variable, every number written out and every plural's `#` stays.
  it.each(others)('%s keeps every placeholder, number and # of the English', (tag) => {
    const messages = catalogue(tag);
    const kept = (text: string) => [
      ...messageVariables(text).map((name) => `{${name}`),
      ...(text.match(/\d+/g) ?? []),
      ...(text.includes('#') ? ['#'] : []),
    ];
    const dropped = Object.entries(english).flatMap(([key, text]) => {
      const translation = messages[key] ?? '';
      const missing = kept(text).filter((token) =>
        token.startsWith('{')
          ? !messageVariables(translation).includes(token.slice(1))
          : !translation.includes(token),
      );
      return missing.length > 0 ? [`${key}: ${missing.join(' ')}`] : [];
    });
    expect(dropped).toEqual([]);
  });

  it.each(['en', ...others])('%s has no empty message', (tag) => {
    const empty = Object.entries(catalogue(tag)).filter(([, text]) => text.trim() === '');
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('has no key the app does not use', () => {
    // The server's busy page (apps/server/src/overload.ts) speaks from the same catalogue.
    const code = [
      ...sources(join(webDir, 'app')),
      ...sources(join(process.cwd(), 'apps/server/src')),
    ].join('\n');
    const unused = Object.keys(english).filter(
      (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });
});
