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
  await api.register(deskOrderRoutes(context));
  await api.register(deskEventRoutes(context));
  await api.register(deskPeopleRoutes(context));
}
