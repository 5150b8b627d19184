import { redirect } from 'react-router';
import { signedInPageHeaders } from '../features/account/signed-in-page';
import { orNotFound } from '../features/catalog-pages/catalog-api';
import { fetchRoomStatus } from '../features/waiting-room/waiting-room-api';
import { WaitingRoomPage } from '../features/waiting-room/waiting-room-page';
import { safeReturnPath } from '../features/waiting-room/waiting-room-path';
import { apiFromContext } from '../lib/api-client';
import type { PageHandle } from '../lib/page-handle';
import { recordIdParam } from '../lib/record-id-param';
import { noIndexMeta } from '../lib/seo/no-index-meta';
import type { Route } from './+types/waiting-room';

// The holding page of an on-sale's waiting room (docs/decisions/0016-waiting-room.md): its own
// small route, so the event and home pages carry none of its code.
export const handle: PageHandle = { header: 'defaultWhite', loader: 'white' };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const eventId = recordIdParam(params.eventId);
  const api = apiFromContext(context);
  const { data: event } = await orNotFound(api.event(eventId));
  const asked = new URL(request.url).searchParams.get('to');
  const returnTo = asked ? safeReturnPath(asked) : event.path;
  // Each fan's place is their own: never from, or into, the shared page cache.
  context.markPersonal();
  const status = await fetchRoomStatus(api, eventId);
  if (status.state === 'off') throw redirect(returnTo);
  return { eventName: event.name, initial: status, returnTo };
}

export const headers = signedInPageHeaders;

export const meta = noIndexMeta('meta.waitingRoom.title');

export default function WaitingRoom({ loaderData }: Route.ComponentProps) {
  return <WaitingRoomPage {...loaderData} />;
}
