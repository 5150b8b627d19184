// GraphQL answers through the services REST uses, so the two never drift apart: nothing in this
// folder may reach the database itself.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = dirname(fileURLToPath(import.meta.url));
const DATABASE_IMPORT = /from '(@reprise\/db\/(?!testing\/)[^']*|drizzle-orm[^']*)'/;

describe('the GraphQL folder', () => {
  it('holds no SQL: no production file imports the database or Drizzle', () => {
    const production = readdirSync(folder).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    expect(production.length).toBeGreaterThan(0);
    const reaching = production.filter((name) =>
      DATABASE_IMPORT.test(readFileSync(join(folder, name), 'utf8')),
    );
    expect(reaching).toEqual([]);
  });
});
