import { PAGE_HEADERS } from './page-paths';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls a page and health until both answer 200 in under a second: ms after `since`, or null if
 * that takes over 30 s. After a load past capacity, the next measurement starts from here.
 */
export async function recovery(
  baseUrl: string,
  page: string,
  since: number,
): Promise<number | null> {
  while (Date.now() - since < 30_000) {
    try {
      const started = Date.now();
      const [pageAnswer, health] = await Promise.all([
        fetch(baseUrl + page, { headers: PAGE_HEADERS, signal: AbortSignal.timeout(5_000) }),
        fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) }),
      ]);
      await Promise.all([pageAnswer.arrayBuffer(), health.arrayBuffer()]);
      if (pageAnswer.status === 200 && health.status === 200 && Date.now() - started < 1_000) {
        return Date.now() - since;
      }
    } catch {
      // Not answering yet.
    }
    await sleep(100);
  }
  return null;
}
