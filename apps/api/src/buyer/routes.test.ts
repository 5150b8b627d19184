import { events } from '@reprise/db/schema/catalog';
import { ticketingSystems } from '@reprise/db/schema/listings';
import { asc, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createBuyer,
  GOOD_PASSWORD,
  setCookies,
  signInAsApiClient,
} from '../test-support/sessions';
import { useSecondTestApi, useTestApi } from '../test-support/use-test-api';

const OPERATOR_KEY = 'operator-key-0123456789-0123456789-abcdef';

describe('buyer calls', () => {
  const api = useTestApi({}, { operatorApiKey: OPERATOR_KEY });
  let me: { id: number; accessToken: string };
  let other: { id: number; accessToken: string };
  const as = (session: { accessToken: string }) => ({
    authorization: `Bearer ${session.accessToken}`,
  });
  beforeAll(async () => {
    const db = api.db.handle.db;
    await createBuyer(db, { email: 'me@example.com', password: GOOD_PASSWORD, firstName: 'Mo' });
    await createBuyer(db, { email: 'other@example.com', password: GOOD_PASSWORD });
    me = await signInAsApiClient(api.app, 'me@example.com', GOOD_PASSWORD);
    other = await signInAsApiClient(api.app, 'other@example.com', GOOD_PASSWORD);
  });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload, headers });

  describe('profile', () => {
    it('GET /buyer-user and getUser answer the signed-in buyer; another id is 403', async () => {
      const own = await api.app.inject({ url: '/api/buyer-user', headers: as(me) });
      expect(own.json().data).toMatchObject({
        id: me.id,
        email: 'me@example.com',
        first_name: 'Mo',
        phone_number: null,
      });
      const byId = await api.app.inject({ url: `/api/buyer-user/${me.id}`, headers: as(me) });
      expect(byId.json()).toEqual(own.json());
      const foreign = await api.app.inject({ url: `/api/buyer-user/${other.id}`, headers: as(me) });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'FORBIDDEN', field: 'userId' });
      expect((await api.app.inject(`/api/buyer-user/${me.id}`)).statusCode).toBe(401);
    });

    it('save-profile stores names, phone and location and re-issues the userObject cookie', async () => {
      const saved = await post(
        '/api/save-profile',
        {
          first_name: 'Morgan',
          last_name: 'Lee',
          phone_number: '020 7946-0018',
          phonecode: '+44',
          location: '{"city":"Leeds"}',
        },
        as(me),
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({
        first_name: 'Morgan',
        last_name: 'Lee',
        phone_number: '02079460018',
        phonecode: '44',
        location: '{"city":"Leeds"}',
      });
      const userObject = setCookies(saved).get('userObject')!;
      expect(JSON.parse(decodeURIComponent(userObject.value))).toEqual({
        id: me.id,
        first_name: 'Morgan',
        last_name: 'Lee',
      });
      const cleared = await post(
        '/api/save-profile',
        { first_name: 'Morgan', last_name: 'Lee' },
        as(me),
      );
      expect(cleared.json().data).toMatchObject({
        phone_number: null,
        phonecode: null,
        location: null,
      });
      const bad = await post('/api/save-profile', { first_name: '', last_name: 'Lee' }, as(me));
      expect(bad.json()).toMatchObject({ field: 'first_name', message: 'First name is required' });
      expect(
        (await post('/api/save-profile', { first_name: 'A', last_name: 'B' })).statusCode,
      ).toBe(401);
    });

    it('account-sync keeps currency and country; an unknown currency names the field', async () => {
      const saved = await post('/api/account-sync', { currency: 'eur', countryCode: 'UK' }, as(me));
      expect(saved.json()).toEqual({ data: { currency: 'EUR', countryCode: 'uk' } });
      const partial = await post('/api/account-sync', { currency: 'GBP' }, as(me));
      expect(partial.json()).toEqual({ data: { currency: 'GBP', countryCode: 'uk' } });
      const unknown = await post('/api/account-sync', { currency: 'XYZ' }, as(me));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().field).toBe('currency');
    });
  });

  describe('favourites', () => {
    let upcoming: number[];
    beforeAll(async () => {
      const rows = await api.db.handle.db
        .select({ id: events.id })
        .from(events)
        .where(gt(events.startsAt, new Date()))
        .orderBy(asc(events.startsAt))
        .limit(3);
      upcoming = rows.map((r) => r.id);
    });
    const save = (eventId: number, favoriteType: boolean | string, buyerUserId = me.id) =>
      post('/api/favorities/save', { buyerUserId, eventId, favoriteType }, as(me));

    it('adds and removes idempotently; lists cards soonest first; ids for hearts', async () => {
      const [soonest, next, later] = upcoming as [number, number, number];
      expect((await save(later, true)).json()).toEqual({
        data: { eventId: later, favorite: true },
      });
      await save(later, 'true');
      await save(soonest, true);
      await save(next, '1');
      await save(next, false);
      await save(next, 'false');

      const list = await api.app.inject({
        url: `/api/favorities?buyerUserId=${me.id}`,
        headers: as(me),
      });
      expect(list.statusCode).toBe(200);
      const cards = list.json().data as { event_id: number; url: string; eventname: string }[];
      expect(cards.map((c) => c.event_id)).toEqual([soonest, later]);
      expect(cards[0]?.url).toMatch(/\+\d+$/);
      const ids = await api.app.inject({ url: '/api/favorities/ids', headers: as(me) });
      expect([...ids.json().data].sort()).toEqual([soonest, later].sort());
      const theirs = await api.app.inject({ url: '/api/favorities/ids', headers: as(other) });
      expect(theirs.json().data).toEqual([]);
    });

    it('refuses another buyer’s id, an unknown event and anonymous callers', async () => {
      const foreign = await save(upcoming[0]!, true, other.id);
      expect(foreign.statusCode).toBe(403);
      const list = await api.app.inject({
        url: `/api/favorities?buyerUserId=${other.id}`,
        headers: as(me),
      });
      expect(list.statusCode).toBe(403);
      const missing = await save(999_999, true);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'EVENT_NOT_FOUND', field: 'eventId' });
      const bad = await save(upcoming[0]!, 'maybe');
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'favoriteType' });
      const anonymous = await post('/api/favorities/save', {
        buyerUserId: me.id,
        eventId: upcoming[0],
        favoriteType: true,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('delivery contact and ticketing system', () => {
    it('ticket-deliver-user answers status 200, result success and the contact id', async () => {
      const response = await post(
        '/api/ticket-deliver-user',
        { first_name: 'Dee', last_name: 'Livery', email: 'Dee@Example.com', ipAddress: '1.2.3.4' },
        as(me),
      );
      expect(response.json()).toEqual({
        status: 200,
        data: {
          result: 'success',
          ticketDeliverUser: { id: expect.any(Number), createdAt: expect.any(String) },
        },
      });
      const invalid = await post(
        '/api/ticket-deliver-user',
        { first_name: 'Dee', last_name: 'Livery', email: 'nope' },
        as(me),
      );
      expect(invalid.json()).toMatchObject({ field: 'email', message: 'Must be a valid email' });
    });

    it('saves the buyer’s id at a ticketing system, replacing it on a second save', async () => {
      const [system] = await api.db.handle.db.select().from(ticketingSystems).limit(1);
      const first = await post(
        '/api/ticketing-system/user-login/save',
        { ticketingSystemId: system!.id, externalUserId: 'fan-123' },
        as(me),
      );
      expect(first.json()).toEqual({ data: { result: 'success', id: expect.any(Number) } });
      const second = await post(
        '/api/ticketing-system/user-login/save',
        { ticketingSystemId: system!.id, externalUserId: 'fan-456' },
        as(me),
      );
      expect(second.json().data.id).toBe(first.json().data.id);
      const unknown = await post(
        '/api/ticketing-system/user-login/save',
        { ticketingSystemId: 9999, externalUserId: 'x' },
        as(me),
      );
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', field: 'ticketingSystemId' });
    });
  });

  describe('cookie consent', () => {
    it('answers a token, keeps it on a new answer, and reads the status back', async () => {
      const first = await post('/api/setCookies', { cookiesStatus: 'accepted' });
      const { token } = first.json().data as { token: string };
      expect(token).toMatch(/^[\w-]{43}$/);
      const again = await post('/api/setCookies', { Token: token, cookiesStatus: 'declined' });
      expect(again.json().data.token).toBe(token);
      const status = await post('/api/getCookieStatus', { token });
      expect(status.json()).toEqual({ data: { cookiesStatus: 'declined' } });
      const unknown = await post('/api/getCookieStatus', { token: 'never-issued' });
      expect(unknown.statusCode).toBe(404);
      const bad = await post('/api/setCookies', { cookiesStatus: 'maybe' });
      expect(bad.json().field).toBe('cookiesStatus');
    });
  });

  describe('getAllBuyerUsers (operator only)', () => {
    it('answers every buyer to the operator key, over REST and GraphQL', async () => {
      const rest = await api.app.inject({
        url: '/api/buyer-users',
        headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      });
      expect(rest.statusCode).toBe(200);
      const emails = (rest.json().data.allBuyers as { email: string }[]).map((b) => b.email);
      expect(emails).toEqual(expect.arrayContaining(['me@example.com', 'other@example.com']));
      const graphql = await post(
        '/api/graphql',
        { query: '{ allBuyers { id email } }' },
        { authorization: `Bearer ${OPERATOR_KEY}` },
      );
      expect(graphql.json().data.allBuyers).toEqual(rest.json().data.allBuyers);
    });

    it('refuses buyers and strangers, and never serves the operator’s answer from a cache', async () => {
      const operator = await post(
        '/api/graphql',
        { query: '{ allBuyers { id email } }' },
        { authorization: `Bearer ${OPERATOR_KEY}` },
      );
      expect(operator.json().data.allBuyers.length).toBeGreaterThan(0);
      const asBuyer = await api.app.inject({ url: '/api/buyer-users', headers: as(me) });
      expect(asBuyer.statusCode).toBe(403);
      expect(asBuyer.json().code).toBe('FORBIDDEN');
      const stranger = await api.app.inject('/api/buyer-users');
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json().code).toBe('UNAUTHENTICATED');
      // The same body the operator just posted, without the key.
      const graphql = await post('/api/graphql', { query: '{ allBuyers { id email } }' });
      expect(graphql.json().data).toBeNull();
      expect(graphql.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const buyerGraphql = await post(
        '/api/graphql',
        { query: '{ allBuyers { id email } }' },
        as(me),
      );
      expect(buyerGraphql.json().errors[0].extensions.code).toBe('FORBIDDEN');
    });

    describe('without OPERATOR_API_KEY', () => {
      const bare = useSecondTestApi(api);

      it('does not exist', async () => {
        const response = await bare.app.inject({
          url: '/api/buyer-users',
          headers: { authorization: 'Bearer anything' },
        });
        expect(response.statusCode).toBe(404);
      });
    });
  });
});
