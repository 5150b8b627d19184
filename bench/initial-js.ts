import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { pagePaths } from './lib/page-paths';

// The JavaScript a first load of home, a category, a performer and an event page fetches in
// Chromium (every script until the network is idle, bodies as sent plus response headers, as
// Lighthouse counts it): a quick check of the 150 KB bar (ADR 0004) without Lighthouse's minutes.
// `BENCH_LANGUAGE=de npx tsx bench/initial-js.ts` measures the pages as a German visitor gets them.

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
      `language ${process.env.BENCH_LANGUAGE ?? 'en'}\n` +
        'page | path | scripts | JS KB received (bar 150) | bodies (br) | headers',
    );
    for (const [name, path] of measured) {
      const context = await browser.newContext();
      if (process.env.BENCH_LANGUAGE) {
        await context.addCookies([
          { name: 'reprise_lang', value: process.env.BENCH_LANGUAGE, url: server.baseUrl },
        ]);
      }
      const page = await context.newPage();
      // What Chromium received for each script: the encoded body and the response headers, the
      // two parts Lighthouse adds up as a script's transfer size.
      const sizes: Promise<{ body: number; headers: number }>[] = [];
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (!url.pathname.endsWith('.js') || url.origin !== server.baseUrl) return;
        sizes.push(
          request
            .sizes()
            .then((size) => ({ body: size.responseBodySize, headers: size.responseHeadersSize })),
        );
      });
      await page.goto(server.baseUrl + path, { waitUntil: 'networkidle' });
      const received = await Promise.all(sizes);
      const body = received.reduce((sum, size) => sum + size.body, 0);
      const headers = received.reduce((sum, size) => sum + size.headers, 0);
      console.log(
        `${name} | ${path} | ${received.length} | ${((body + headers) / 1024).toFixed(1)} | ` +
          `${(body / 1024).toFixed(1)} | ${(headers / 1024).toFixed(1)}`,
      );
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
