import type { DatabaseHandle } from '@reprise/db/client';
import type { GuaranteeHandle } from '../guarantee/public';
import type { PaymentsContext } from '../payments/public';

/** What the desk's services work with. */
export interface DeskContext {
  database: DatabaseHandle;
  /** Refunds go through the recorded payment seam (audited, counted). */
  payments: PaymentsContext;
  /** Event changes go through the guarantee, whose job then refunds and mails. */
  guarantee: GuaranteeHandle;
  now: () => Date;
}
