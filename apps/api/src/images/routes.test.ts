import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test-support/use-test-api';
import { buildSvgImage } from './svg-image';

describe('GET /api/img/:kind/:file', () => {
  // The images need no data: an unmigrated database keeps this file fast.
  const api = useTestApi({ migrate: false, seed: false });

  it('serves the generated SVG, cached for a year, with an ETag', async () => {
    const res = await api.app.inject('/api/img/performers/taylor-swift.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(buildSvgImage('performers', 'taylor-swift'));
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);

    const again = await api.app.inject({
      url: '/api/img/performers/taylor-swift.svg',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A tag list from a browser holding several versions, or a weakened tag, matches too.
    const listed = await api.app.inject({
      url: '/api/img/performers/taylor-swift.svg',
      headers: { 'if-none-match': `"old", W/${res.headers.etag as string}` },
    });
    expect(listed.statusCode).toBe(304);
    const other = await api.app.inject('/api/img/events/taylor-swift.svg');
    expect(other.headers.etag).not.toBe(res.headers.etag);
  });

  it('answers 400 naming the field for an unknown kind or a bad file name', async () => {
    const kind = await api.app.inject('/api/img/users/taylor-swift.svg');
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'kind' });
    for (const file of ['taylor-swift.png', 'Taylor.svg', '%2E%2E%2Fx.svg']) {
      const res = await api.app.inject(`/api/img/performers/${file}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'file' });
    }
  });
});
