import type { WaitingRoomStatus } from '@reprise/domain/schemas/waiting-room';
import type { ApiClient } from '../../lib/api-client';

/** This browser's place in the event's room (joins the queue the first time). */
export async function fetchRoomStatus(api: ApiClient, eventId: number): Promise<WaitingRoomStatus> {
  const body = await api.get<{ data: WaitingRoomStatus }>(
    `/api/waiting-room/events/${eventId}/status`,
  );
  return body.data;
}
