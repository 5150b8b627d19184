import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { orNotFound } from './or-not-found';

async function statusOf(read: Promise<unknown>): Promise<number | string> {
  try {
    await orNotFound(read);
    return 'resolved';
  } catch (error) {
    const thrown = error as { init?: { status?: number } };
    return (
      thrown.init?.status ?? (error instanceof ApiRequestError ? `api ${error.status}` : 'other')
    );
  }
}

describe('orNotFound: the one rule for pages whose URL names what they read', () => {
  it('turns an unknown name (404) and a malformed one (400) into the page’s 404', async () => {
    expect(await statusOf(Promise.reject(new ApiRequestError(404, { code: 'NOT_FOUND' })))).toBe(
      404,
    );
    expect(
      await statusOf(Promise.reject(new ApiRequestError(400, { code: 'VALIDATION_FAILED' }))),
    ).toBe(404);
  });

  it('lets other failures through to the error boundary, and answers through', async () => {
    expect(await statusOf(Promise.reject(new ApiRequestError(503, { code: 'OVERLOADED' })))).toBe(
      'api 503',
    );
    expect(await orNotFound(Promise.resolve(7))).toBe(7);
  });

  it('an API refusal a loader lets through is a route error response with the API’s status', () => {
    const error = new ApiRequestError(400, {
      code: 'VALIDATION_FAILED',
      message: 'slug is too long.',
    });
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error.status).toBe(400);
    expect(error.data).toMatchObject({ message: 'slug is too long.' });
  });
});
