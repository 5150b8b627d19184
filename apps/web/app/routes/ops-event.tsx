import { deskMeta, field, loadDeskPage, runDeskAction } from '../features/desk/desk-route';
import { DeskShell } from '../features/desk/desk-shell';
import { type EventChangePreview, EventPage } from '../features/desk/event-page';
import type { PageHandle } from '../lib/page-handle';
import { recordIdParam } from '../lib/record-id-param';
import type { Route } from './+types/ops-event';

export const handle: PageHandle = { header: 'none', loader: null };

export async function loader({ context, params }: Route.LoaderArgs) {
  const eventId = recordIdParam(params.id);
  return loadDeskPage(context, async (desk) => (await desk.event(eventId)).data);
}

/** A datetime-local value read as UTC, as the field's label says. */
const utcOf = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}Z` : '');

export async function action({ context, params, request }: Route.ActionArgs) {
  const eventId = recordIdParam(params.id);
  const form = await request.formData();
  const status = field(form, 'status');
  const reason = field(form, 'reason');
  const startsAt = field(form, 'startsAt');
  if (field(form, 'intent') === 'preview') {
    context.markPersonal();
    return {
      preview: true,
      status,
      startsAt: utcOf(startsAt),
      reason,
    } satisfies EventChangePreview;
  }
  return runDeskAction(context, 'confirm', async (desk) => {
    const answer = await desk.changeEvent(eventId, {
      status,
      reason,
      ...(startsAt ? { startsAt } : {}),
    });
    return `The event is ${status}: ${answer.data.orders} paid orders will be told${
      status === 'cancelled' ? ' and refunded' : ''
    }.`;
  });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return deskMeta(loaded?.data.event.name ?? 'Event');
}

export default function OpsEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { operator, data: detail } = loaderData;
  return (
    <DeskShell operator={operator} title={`${detail.event.name} (#${detail.event.id})`}>
      <EventPage detail={detail} operator={operator} result={actionData ?? undefined} />
    </DeskShell>
  );
}
