// The shipping address of a hard-stock purchase, given on the checkout page before paying. It is
// kept against the hold; the order reads it through its hold, so nothing is copied at payment.

import type { Db } from '@reprise/db/client';
import { needsShippingAddress } from '@reprise/domain/delivery/delivery-method';
import type { ShippingAddressBody } from '@reprise/domain/schemas/fulfilment';
import { DomainError } from '../platform/errors/domain-error';
import { findHoldForShipping, saveShippingAddress } from './delivery-queries';

/** Saves (or replaces) the address of a live hard-stock hold of this checkout session. */
export async function setShippingAddress(db: Db, body: ShippingAddressBody): Promise<void> {
  const hold = await findHoldForShipping(db, body.holdId);
  if (!hold || hold.sessionId !== body.sessionId || hold.releasedAt || hold.convertedAt) {
    throw new DomainError('HOLD_NOT_FOUND', 'This checkout has no such hold.', 'holdId');
  }
  if (!needsShippingAddress(hold.ticketTypeId)) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'Only paper (hard stock) tickets are posted: these tickets need no shipping address.',
      'holdId',
    );
  }
  const { sessionId: _session, line2, ...address } = body;
  await saveShippingAddress(db, { ...address, line2: line2 || null });
}
