import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of `app` read a JSON text sent as text/plain (navigator.sendBeacon with a
 * string sends that type). Registered inside the checkout plugin only.
 */
export function acceptJsonText(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body must be JSON text.'), { statusCode: 400 }), undefined);
    }
  });
}
