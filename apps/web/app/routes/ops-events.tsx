import { deskMeta, loadDeskPage } from '../features/desk/desk-route';
import { DeskShell } from '../features/desk/desk-shell';
import { EventsPage } from '../features/desk/events-page';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/ops-events';

export const handle: PageHandle = { header: 'none', loader: null };

export async function loader({ context, request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  return loadDeskPage(context, async (desk) => ({
    q,
    events: (await desk.events(q ? { q } : {})).data,
  }));
}

export const meta = () => deskMeta('Events');

export default function OpsEvents({ loaderData }: Route.ComponentProps) {
  const { operator, data } = loaderData;
  return (
    <DeskShell operator={operator} title="Events">
      <EventsPage q={data.q} events={data.events} />
    </DeskShell>
  );
}
