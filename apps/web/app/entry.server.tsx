import { PassThrough, pipeline } from 'node:stream';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { documentCollector } from './lib/document/document-collector';
import { dropModulePreloads } from './lib/document/drop-module-preloads';
// Fills the catalogue store with every language: the server's renders never fetch one.
import './lib/i18n/catalogues.server';

// Give suspended data this long before the shell flushes what it has.
export const streamTimeout = 5_000;

// React renders into a Node stream that the server's adapter pipes straight to the socket, or for
// a complete document into one buffer: the Response returned here only carries status and headers
// (no Web stream round trip per chunk).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, document } = loadContext;
  // Crawlers and shared pages get the complete document; people get the shell as soon as it is ready.
  const userAgent = request.headers.get('user-agent');
  const complete = document.complete || (userAgent !== null && isbot(userAgent));
  const readyEvent = complete ? 'onAllReady' : 'onShellReady';

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let statusCode = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          if (complete) {
            // Everything is rendered: React writes the rest at once, and the page goes whole.
            const collector = documentCollector((page) => {
              clearTimeout(timeout);
              document.send(page);
              resolve(new Response(null, { headers: responseHeaders, status: statusCode }));
            });
            collector.once('error', reject);
            pipe(collector);
            return;
          }
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          pipe(body);
          const page = dropModulePreloads();
          // The page ends with React's stream, or fails with it (the adapter sees the error).
          pipeline(body, page, () => {});
          document.send(page);
          resolve(new Response(null, { headers: responseHeaders, status: statusCode }));
        },
        onShellError: reject,
        onError(error: unknown) {
          statusCode = 500;
          if (shellRendered) {
            document.fail(error);
            console.error(error);
          }
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
    // The visitor left: stop rendering instead of finishing a page nobody will read.
    request.signal.addEventListener('abort', () => abort(), { once: true });
  });
}
