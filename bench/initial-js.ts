import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { pagePaths } from './lib/page-paths';

// The gzipped JavaScript a first load of home, a category, a performer and an event page fetches
// in Chromium (every script until the network is idle, as Lighthouse counts it), sized from the
// built files: a quick check of the 150 KB bar (ADR 0004) without Lighthouse's minutes.
// `BENCH_LANGUAGE=de npx tsx bench/initial-js.ts` measures the pages as a German visitor gets them.

const clientDir = fileURLToPath(new URL('../apps/web/build/client', import.meta.url));

async function main() {
  const server = await startServer({ dataFrom: null });
  const browser = await launchBrowser();
  try {
    const pages = await pagePaths(server.baseUrl, 1);
    const upcoming = (await (
      await fetch(`${server.baseUrl}/api/events/upcoming?limit=1`)
    ).json()) as { data: { path: string }[] };
    const measured: [string, string][] = [
      ['home', pages.home],
      ['category', pages.category],
      ['performer', pages.performer],
    ];
    const event = upcoming.data[0]?.path;
    if (event) measured.push(['event', event]);
    console.log(
      `language ${process.env.BENCH_LANGUAGE ?? 'en'}\npage | path | scripts | JS KB (gzip)`,
    );
    for (const [name, path] of measured) {
      const context = await browser.newContext();
      if (process.env.BENCH_LANGUAGE) {
        await context.addCookies([
          { name: 'reprise_lang', value: process.env.BENCH_LANGUAGE, url: server.baseUrl },
        ]);
      }
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js') && url.origin === server.baseUrl)
          scripts.add(url.pathname);
      });
      await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
      let bytes = 0;
      for (const script of scripts) {
        bytes += gzipSync(await readFile(join(clientDir, script)), { level: 9 }).length;
      }
      console.log(`${name} | ${path} | ${scripts.size} | ${(bytes / 1024).toFixed(1)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
