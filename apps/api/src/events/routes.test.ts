import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test-support/use-test-api';

const EVENT_PATH = /^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\+\d+$/;

describe('event routes', () => {
  const seededAt = new Date();
  const api = useTestApi({ now: seededAt });

  it('lists upcoming events soonest first, never past or cancelled ones', async () => {
    const response = await api.app.inject('/api/events/upcoming?limit=50');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: { startsAt: string; status: string; path: string }[];
    };
    expect(data).toHaveLength(50);
    const times = data.map((e) => Date.parse(e.startsAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const event of data) {
      expect(Date.parse(event.startsAt)).toBeGreaterThan(seededAt.getTime());
      expect(event.status).not.toBe('cancelled');
      expect(event.path).toMatch(EVENT_PATH);
    }
  });

  it('honours the limit and defaults it', async () => {
    const three = await api.app.inject('/api/events/upcoming?limit=3');
    expect((three.json() as { data: unknown[] }).data).toHaveLength(3);
    const fallback = await api.app.inject('/api/events/upcoming');
    expect((fallback.json() as { data: unknown[] }).data).toHaveLength(12);
  });

  it.each([
    ['abc', 'limit must be a whole number'],
    ['0', 'limit must be at least 1'],
    ['51', 'limit must be at most 50'],
    ['2.5', 'limit must be a whole number'],
  ])('rejects limit=%s with a 400 naming the parameter', async (limit, message) => {
    const response = await api.app.inject(`/api/events/upcoming?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'limit', message });
  });

  it('returns one event with its canonical path, and 404 with a code for an unknown id', async () => {
    const list = (await api.app.inject('/api/events/upcoming?limit=1')).json() as {
      data: { id: number; name: string; path: string }[];
    };
    const first = list.data[0]!;
    const one = await api.app.inject(`/api/events/${first.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      data: { id: first.id, name: first.name, path: first.path },
    });
    expect(first.path.endsWith(`+${first.id}`)).toBe(true);

    const missing = await api.app.inject('/api/events/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'EVENT_NOT_FOUND', field: 'eventId' });
  });

  it('rejects a malformed event id with a 400 naming eventId', async () => {
    for (const id of ['abc', '-4', '0', '2147483648', '99999999999', '1e3', '0x10']) {
      const response = await api.app.inject(`/api/events/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'eventId' });
    }
  });
});
