import {
  notificationSettingsBodySchema,
  notificationSettingsResponseSchema,
} from '@reprise/domain/notifications/notification-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireBuyer } from '../identity/public';
import {
  findNotificationSettings,
  saveNotificationSettings,
} from './notification-settings-queries';

const tags = ['buyer'];

/** The signed-in fan's notification settings: which optional mails they want. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification-settings',
    {
      schema: {
        tags,
        summary:
          'Which optional mails the signed-in buyer wants (price alerts, followed performers)',
        description: 'Every kind is on until the buyer turns it off. 401 UNAUTHENTICATED.',
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      return { data: await findNotificationSettings(app.database.db, buyer.id) };
    },
  );

  app.post(
    '/notification-settings',
    {
      schema: {
        tags,
        summary: 'Turns kinds of optional mail on or off for the signed-in buyer',
        description:
          'Any of priceAlerts and followedPerformers (true or false); the others stay. 400 naming the field; 401 UNAUTHENTICATED.',
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (request) => {
      const buyer = await requireBuyer(request);
      return {
        data: await saveNotificationSettings(
          app.database.db,
          buyer.id,
          request.body,
          app.apiConfig.now(),
        ),
      };
    },
  );
};
