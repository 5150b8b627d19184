import { BuyersPage } from '../features/desk/buyers-page';
import { deskMeta, loadDeskPage } from '../features/desk/desk-route';
import { DeskShell } from '../features/desk/desk-shell';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/ops-buyers';

export const handle: PageHandle = { header: 'none', loader: null };

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 1;
  return loadDeskPage(context, async (desk) => ({
    q,
    list: (await desk.buyers({ q: q || undefined, page: Math.max(1, page) })).data,
  }));
}

export const meta = () => deskMeta('Buyers');

export default function OpsBuyers({ loaderData }: Route.ComponentProps) {
  const { operator, data } = loaderData;
  return (
    <DeskShell operator={operator} title="Buyers">
      <BuyersPage q={data.q} list={data.list} />
    </DeskShell>
  );
}
