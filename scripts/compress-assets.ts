import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// After `react-router build`: writes .br and .gz twins of every text asset of the client build, so
// the server sends fingerprinted files compressed (best quality, once) instead of compressing them
// on every request.
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const root = join(
  import.meta.dirname,
  '..',
  'apps',
  'web',
  process.env.WEB_BUILD_DIR ?? 'build',
  'client',
);
let count = 0;
for await (const file of files(root)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  await writeFile(
    `${file}.br`,
    await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
  count++;
}
console.log(`compressed ${count} client assets (.br, .gz)`);
