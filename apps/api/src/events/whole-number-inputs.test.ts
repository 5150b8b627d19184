// Every route that takes a ticket quantity or a record id reads it the same way: a JSON integer or
// a string of digits. "1e1", "0x2", [2] or an id past int4 is a 400 naming the field, never a
// quietly different number or a database error.
import { describe, expect, it } from 'vitest';
import {
  eventWithListings,
  newSession,
  postHold,
} from '../test-support/checkout/checkout-fixtures';
import { useTestApi } from '../test-support/use-test-api';

const LISTING = { section: '101', quantity: 20, priceMinor: 10_000, currency: 'USD' };
const NOT_WHOLE = ['1e1', '0x2', [2], '2.0', ' 2', '', 2.5, true];

describe('whole numbers in API inputs', () => {
  const api = useTestApi();
  const db = () => api.db.handle.db;

  it.each(NOT_WHOLE.map((value) => [value]))(
    'POST /api/holds refuses quantity %j with a 400 naming it',
    async (quantity) => {
      const { ids } = await eventWithListings(db(), [LISTING]);
      const response = await postHold(api.app, {
        listingId: ids[0],
        quantity,
        sessionId: newSession(),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'quantity' });
    },
  );

  it('POST /api/holds still takes a JSON integer or a string of digits', async () => {
    const { ids } = await eventWithListings(db(), [LISTING], 1);
    for (const quantity of [2, '3']) {
      const response = await postHold(api.app, {
        listingId: ids[0],
        quantity,
        sessionId: newSession(),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.quantity).toBe(Number(quantity));
    }
  });

  it('POST /api/holds refuses a listingId past int4 with a 400', async () => {
    const response = await postHold(api.app, {
      listingId: 2_147_483_648,
      quantity: 1,
      sessionId: newSession(),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'listingId' });
  });

  it.each(['1e1', '0x2', '2.0', '-1'])(
    'GET /api/event/listings refuses quantity=%s with a 400 naming it',
    async (quantity) => {
      const { eventId } = await eventWithListings(db(), []);
      const response = await api.app.inject(
        `/api/event/listings?eventId=${eventId}&quantity=${encodeURIComponent(quantity)}`,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'quantity' });
    },
  );

  it.each([['1e1'], [[2]]])('POST /api/event/listings refuses quantity %j', async (quantity) => {
    const { eventId } = await eventWithListings(db(), []);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/event/listings',
      payload: { eventId, quantity },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'quantity' });
  });

  it.each([
    ['/api/performer?id=', 'id'],
    ['/api/event/venue/list?cityId=', 'cityId'],
    ['/api/matchUpSectionData?eventId=', 'eventId'],
  ])('%s past int4 or not whole is a 400 naming %s', async (path, field) => {
    for (const id of ['2147483648', '1e3']) {
      const response = await api.app.inject(`${path}${id}`);
      expect(response.statusCode, `${path}${id} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });
});
