// Mounts the operator desk's API (docs/decisions/0023-operator-desk.md): its own accounts and
// sessions, and the calls of its pages. The bearer-key operator calls stay as they are for
// machine callers.
import type { FastifyInstance } from 'fastify';
import type { GuaranteeHandle } from '../guarantee/public';
import type { PaymentsContext } from '../payments/public';
import { deskAuthRoutes } from './desk-auth-routes';
import type { DeskContext } from './desk-context';
import { deskEventRoutes } from './desk-event-routes';
import { deskOrderRoutes } from './desk-order-routes';
import { deskPeopleRoutes } from './desk-people-routes';
import { deskOnly } from './desk-session';

export async function registerDesk(
  api: FastifyInstance,
  payments: PaymentsContext,
  guarantee: GuaranteeHandle,
): Promise<void> {
  const context: DeskContext = {
    database: api.database,
    payments,
    guarantee,
    now: api.apiConfig.now,
  };
  await api.register(deskAuthRoutes);
  // Every other desk call needs a desk session: without one it answers 404, as no route would.
  await api.register(async (desk) => {
    desk.addHook('onRequest', deskOnly);
    await desk.register(deskOrderRoutes(context));
    await desk.register(deskEventRoutes(context));
    await desk.register(deskPeopleRoutes(context));
  });
}
