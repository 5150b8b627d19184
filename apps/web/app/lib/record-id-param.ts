import { isRecordId } from '@reprise/domain/ids';
import { data } from 'react-router';

/**
 * The record id a URL segment names (/mytickets/12, /ops/orders/12, /waiting-room/77): a
 * segment that cannot be one (isRecordId) is no page (404), asked of nobody.
 */
export function recordIdParam(text: string | undefined): number {
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text ?? '') || !isRecordId(id)) throw data(null, { status: 404 });
  return id;
}
