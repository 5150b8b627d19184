import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

type Reply = { statusCode: number; json(): unknown };

/** GETs `url` from the API under test, expects `status`, and answers the JSON body. */
export async function injectJson<T>(app: FastifyInstance, url: string, status = 200): Promise<T> {
  const response = await app.inject(url);
  expect(response.statusCode).toBe(status);
  return response.json() as T;
}

/** Expects a 400 VALIDATION_FAILED naming `field`. */
export function expectBadField(response: Reply, field: string): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
}

/**
 * GETs `path` + each query listed under a field and expects a 400 VALIDATION_FAILED naming that
 * field (a failure names the URL).
 */
export async function expectBadQueries(
  app: FastifyInstance,
  path: string,
  queriesByField: Record<string, string[]>,
): Promise<void> {
  for (const [field, queries] of Object.entries(queriesByField)) {
    for (const query of queries) {
      const response = await app.inject(`${path}${query}`);
      expect({
        url: `${path}${query}`,
        status: response.statusCode,
        body: response.json(),
      }).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', field },
      });
    }
  }
}

/** Expects a 404 NOT_FOUND naming `field`. */
export function expectNotFound(response: Reply, field: string): void {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'NOT_FOUND', field });
}

/** POSTs `payload` as a urlencoded form to the API under test. */
export function postForm(app: FastifyInstance, url: string, payload: string) {
  return postRaw(app, url, 'application/x-www-form-urlencoded', payload);
}

/** POSTs `payload` as it is, with the given Content-Type, to the API under test. */
export function postRaw(
  app: FastifyInstance,
  url: string,
  contentType: string,
  payload: InjectOptions['payload'],
) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}
