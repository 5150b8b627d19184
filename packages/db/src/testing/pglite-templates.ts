// In-memory PGlite databases for tests start from dumps made once per test run: creating one
// from nothing (initdb in WebAssembly, the migrations, the test seed) took 1.5-2.5 s, loading a
// dump about 0.4 s, and the API suite makes one for nearly every file.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { seedDemoData } from '../seed/seed-demo';

declare module 'vitest' {
  interface ProvidedContext {
    /** The folder of this run's PGlite template dumps (pglite-global-setup.ts); '' for none. */
    pgliteTemplates: string;
  }
}

/** How far a template database is made: initdb only, migrated, or migrated and seeded (test size). */
export type PgliteTemplateKind = 'empty' | 'migrated' | 'seeded';

const fileOf = (dir: string, kind: PgliteTemplateKind) => join(dir, `${kind}.tar`);

/** Writes the three template dumps into `dir`; the seeded one is seeded at this moment. */
export async function writePgliteTemplates(dir: string): Promise<void> {
  const handle = await openDatabase({});
  try {
    const save = async (kind: PgliteTemplateKind) =>
      writeFile(fileOf(dir, kind), Buffer.from(await (await handle.dump!()).arrayBuffer()));
    await save('empty');
    await runMigrations(handle);
    await save('migrated');
    await seedDemoData(handle.db, { size: 'test' });
    await save('seeded');
  } finally {
    await handle.close();
  }
}

const loaded = new Map<PgliteTemplateKind, Promise<Blob | undefined>>();

/** The template dump of `kind` when this Vitest run made them, else undefined (start from nothing). */
export function readPgliteTemplate(kind: PgliteTemplateKind): Promise<Blob | undefined> {
  let template = loaded.get(kind);
  if (!template) {
    template = (async () => {
      if (!process.env.VITEST) return undefined;
      const { inject } = await import('vitest');
      const dir = inject('pgliteTemplates');
      return dir ? new Blob([await readFile(fileOf(dir, kind))]) : undefined;
    })();
    loaded.set(kind, template);
  }
  return template;
}
