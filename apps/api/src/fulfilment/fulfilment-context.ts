import type { DatabaseHandle } from '@reprise/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import type { DeliveryRegistry } from '../sources/public';
import type { TicketStore } from './ticket-store';
import type { WalletSigner } from './wallet-pass';

/** What the delivery services work with. */
export interface FulfilmentContext {
  database: DatabaseHandle;
  store: TicketStore;
  /** Signs and checks ticket QR codes (ticket-codes.ts). */
  codeKey: Buffer;
  /** Signs and checks ticket file links (ticket-links.ts). */
  linkKey: Buffer;
  /** How each ticketing system reports its orders' delivery. */
  deliveries: DeliveryRegistry;
  /** Signs Apple Wallet passes; null when no certificates are configured. */
  wallet: WalletSigner | null;
  mailer: Mailer;
  /** Base of the links in mails (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}
