import { deskMeta, loadDeskPage } from '../features/desk/desk-route';
import { DeskShell } from '../features/desk/desk-shell';
import { OrderTable } from '../features/desk/orders-page';
import type { PageHandle } from '../lib/page-handle';
import { recordIdParam } from '../lib/record-id-param';
import type { Route } from './+types/ops-buyer';

export const handle: PageHandle = { header: 'none', loader: null };

export async function loader({ context, params }: Route.LoaderArgs) {
  const buyerId = recordIdParam(params.id);
  return loadDeskPage(context, async (desk) => (await desk.buyer(buyerId)).data);
}

export const meta = () => deskMeta('Buyer');

export default function OpsBuyer({ loaderData }: Route.ComponentProps) {
  const { operator, data: detail } = loaderData;
  const { buyer } = detail;
  return (
    <DeskShell operator={operator} title={`${buyer.firstName} ${buyer.lastName}`}>
      <p className="mb-6 text-sm">
        {buyer.email} · buyer #{buyer.id}
      </p>
      <OrderTable orders={detail.orders} caption="Orders" />
    </DeskShell>
  );
}
