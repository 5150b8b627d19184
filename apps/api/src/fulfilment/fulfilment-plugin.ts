// Mounts delivery: its routes, the ticket store, and the background job when an interval is set.
import type { FastifyInstance } from 'fastify';
import type { DeliveryRegistry } from '../sources/public';
import type { FulfilmentContext } from './fulfilment-context';
import { startPollSchedule } from './poll-schedule';
import { fulfilmentRoutes } from './routes';
import { ticketCodeKey } from './ticket-codes';
import { ticketLinkKey } from './ticket-links';
import { folderTicketStore, type TicketStore } from './ticket-store';
import { type WalletConfig, walletSigner } from './wallet-pass';

/** Delivery settings (README: TICKETS_DIR is DATA_DIR/tickets, FULFILMENT_POLL_INTERVAL_MS, WALLET_*). */
export interface FulfilmentOptions {
  /** Where ticket files are kept, when no other store is given. */
  ticketsDir: string;
  /** Another store for ticket files (an object store); default the folder. */
  store?: TicketStore;
  /** How often the delivery job runs; 0 turns it off. */
  pollIntervalMs: number;
  /** Apple Wallet signing; absent hides the Wallet button. */
  wallet?: WalletConfig;
}

export async function registerFulfilment(
  api: FastifyInstance,
  options: FulfilmentOptions,
  deliveries: DeliveryRegistry,
): Promise<void> {
  const context: FulfilmentContext = {
    database: api.database,
    store: options.store ?? folderTicketStore(options.ticketsDir),
    codeKey: ticketCodeKey(api.apiConfig.sessionSecret),
    linkKey: ticketLinkKey(api.apiConfig.sessionSecret),
    deliveries,
    wallet: walletSigner(options.wallet),
    mailer: api.mailer,
    publicBaseUrl: api.apiConfig.publicBaseUrl,
    now: api.apiConfig.now,
    log: api.log,
  };
  await api.register(fulfilmentRoutes(() => context));
  if (options.pollIntervalMs > 0) {
    const schedule = startPollSchedule(context, options.pollIntervalMs);
    api.addHook('onClose', () => schedule.stop());
  }
}
