import { parseEventSegment } from '@reprise/domain/slug';
import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client';
import { waitingRoomPath } from './waiting-room-path';

/**
 * The one hook of an event's page and checkout loaders: while the event's waiting room is on, a
 * visitor without a live admission is sent to the holding page, which brings them back here when
 * it is their turn. Without a room the answer is shared, so the page stays cacheable.
 */
export async function passWaitingRoom(api: ApiClient, request: Request, eventSegment: string) {
  const segment = parseEventSegment(eventSegment);
  // A malformed address is the page's own 404.
  if (!segment) return;
  const { data } = await api.get<{ data: { state: 'off' | 'admitted' | 'waiting' } }>(
    `/api/waiting-room/events/${segment.id}/pass`,
  );
  if (data.state !== 'waiting') return;
  const url = new URL(request.url);
  throw redirect(waitingRoomPath(segment.id, url.pathname + url.search), {
    headers: { 'cache-control': 'private, no-store' },
  });
}
