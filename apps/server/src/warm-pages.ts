import type { FastifyInstance } from 'fastify';

// Pages rendered at start. Home is where an on-sale's fans land first; its render also loads the
// server build's modules and fills the read cache of what every page shows (menus, categories).
const WARM_PAGES = ['/'];

/**
 * Renders the warm-up pages in-process, as a visitor of the public site would ask for them (its
 * host, so the page cache keeps them under the key visitors use). Throws on an answer other than
 * 200, for the warm-up to log.
 */
export async function warmPages(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  const host = new URL(publicBaseUrl).host;
  for (const url of WARM_PAGES) {
    const answer = await app.inject({
      url,
      headers: {
        host,
        accept: 'text/html',
        'accept-encoding': 'br, gzip',
        'sec-fetch-dest': 'document',
        'sec-fetch-mode': 'navigate',
      },
    });
    if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
  }
}
