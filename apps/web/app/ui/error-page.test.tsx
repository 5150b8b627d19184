import { describe, expect, it } from 'vitest';
import { apiErrorMessage, errorKind } from './error-page';

describe('the error page a status shows', () => {
  it('shows the 400 page for client mistakes, the 404 and 410 pages for theirs', () => {
    expect(errorKind(400)).toBe(400);
    expect(errorKind(413)).toBe(400);
    expect(errorKind(404)).toBe(404);
    expect(errorKind(410)).toBe(410);
  });

  it('shows "try again" for refusals that are no address mistake, and for server errors', () => {
    for (const status of [401, 403, 429, 500, 503, null]) expect(errorKind(status)).toBe(500);
  });

  it('reads the API’s reason from an error body, and only a short text', () => {
    expect(apiErrorMessage({ code: 'VALIDATION_FAILED', message: 'slug is too long.' })).toBe(
      'slug is too long.',
    );
    expect(apiErrorMessage({ message: 'x'.repeat(400) })).toBeNull();
    expect(apiErrorMessage(null)).toBeNull();
  });
});
