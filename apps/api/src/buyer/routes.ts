import {
  accountSyncBodySchema,
  accountSyncResponseSchema,
  allBuyersResponseSchema,
  buyerUserParamsSchema,
  buyerUserResponseSchema,
  cookieStatusBodySchema,
  cookieStatusResponseSchema,
  saveProfileBodySchema,
  setCookiesBodySchema,
  setCookiesResponseSchema,
  ticketDeliverUserBodySchema,
  ticketDeliverUserResponseSchema,
  ticketingSystemLoginBodySchema,
  ticketingSystemLoginResponseSchema,
} from '@reprise/domain/schemas/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listBuyerEmails,
  requireBuyer,
  requireOwnId,
  setUserObjectCookie,
} from '../identity/public';
import { READ_ONLY_POST } from '../platform/csrf';
import { requireOperator } from '../platform/operator-auth';
import { consentStatus, saveConsent } from './consent-service';
import { saveDeliveryContact, saveTicketingSystemLogin } from './delivery-service';
import { favouriteRoutes } from './favourite-routes';
import { getBuyerUser, saveAccountSync, saveProfile } from './profile-service';

const tags = ['buyer'];

/** The signed-in buyer's account, favourites, consent and delivery contacts (the buyer calls). */
export const buyerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const now = () => app.apiConfig.now();
  await app.register(favouriteRoutes);

  app.get(
    '/buyer-user',
    {
      schema: {
        tags,
        summary: 'The signed-in buyer (the GET /buyer-user call)',
        response: { 200: buyerUserResponseSchema },
      },
    },
    async (request) => ({ data: await getBuyerUser(db(), (await requireBuyer(request)).id) }),
  );

  app.get(
    '/buyer-user/:userId',
    {
      schema: {
        tags,
        summary: 'A buyer by id: your own only, others 403 (the getUser call)',
        params: buyerUserParamsSchema,
        response: { 200: buyerUserResponseSchema },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      requireOwnId(buyer, request.params.userId, 'userId');
      return { data: await getBuyerUser(db(), buyer.id) };
    },
  );

  app.post(
    '/save-profile',
    {
      schema: {
        tags,
        summary: 'Saves names, phone and location from the account page (the /save-profile call)',
        description:
          'Answers the updated buyer and re-issues the userObject cookie with the new names.',
        body: saveProfileBodySchema,
        response: { 200: buyerUserResponseSchema },
      },
    },
    async (request, reply) => {
      const buyer = await requireBuyer(request);
      const saved = await saveProfile(db(), buyer.id, request.body, now());
      setUserObjectCookie(reply, saved);
      return { data: saved };
    },
  );

  app.post(
    '/account-sync',
    {
      schema: {
        tags,
        summary: "Keeps the buyer's display currency and country (the saveAccountSync call)",
        body: accountSyncBodySchema,
        response: { 200: accountSyncResponseSchema },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      return { data: await saveAccountSync(db(), buyer.id, request.body, now()) };
    },
  );

  app.post(
    '/ticket-deliver-user',
    {
      schema: {
        tags,
        summary: "Saves an order's ticket delivery contact (the /ticket-deliver-user call)",
        body: ticketDeliverUserBodySchema,
        response: { 200: ticketDeliverUserResponseSchema },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      const ticketDeliverUser = await saveDeliveryContact(
        db(),
        buyer.id,
        request.body,
        request.ip,
        now(),
      );
      return {
        status: 200 as const,
        data: { result: 'success' as const, ticketDeliverUser },
      };
    },
  );

  app.post(
    '/ticketing-system/user-login/save',
    {
      schema: {
        tags,
        summary: "Saves the buyer's user id at a ticketing system (never a password)",
        body: ticketingSystemLoginBodySchema,
        response: { 200: ticketingSystemLoginResponseSchema },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      const { ticketingSystemId, externalUserId } = request.body;
      const link = await saveTicketingSystemLogin(
        db(),
        buyer.id,
        ticketingSystemId,
        externalUserId,
        now(),
      );
      return { data: { result: 'success' as const, id: link.id } };
    },
  );

  app.post(
    '/setCookies',
    {
      schema: {
        tags,
        summary: "Stores a visitor's cookie-consent answer (the /setCookies call)",
        description: 'Answers the consent token: the one given when it is known, else a new one.',
        body: setCookiesBodySchema,
        response: { 200: setCookiesResponseSchema },
      },
    },
    async (request) => ({
      data: await saveConsent(db(), request.body.Token, request.body.cookiesStatus, now()),
    }),
  );

  app.post(
    '/getCookieStatus',
    {
      config: READ_ONLY_POST,
      schema: {
        tags,
        summary: 'The stored consent answer of a token (/getCookieStatus); 404 when unknown',
        body: cookieStatusBodySchema,
        response: { 200: cookieStatusResponseSchema },
      },
    },
    async (request) => ({ data: await consentStatus(db(), request.body.token) }),
  );

  app.get(
    '/buyer-users',
    {
      schema: {
        tags: ['operator'],
        summary: 'Every buyer’s id and email: operator only (the getAllBuyerUsers call)',
        description:
          'Authorization: Bearer <OPERATOR_API_KEY>. 404 when no key is configured, 401 without a bearer key, 403 for any other key (a buyer session included).',
        response: { 200: allBuyersResponseSchema },
      },
    },
    async (request, reply) => {
      requireOperator(request, reply);
      return { data: { allBuyers: await listBuyerEmails(db()) } };
    },
  );
};
