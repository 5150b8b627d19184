import { deskMeta, loadDeskPage } from '../features/desk/desk-route';
import { DeskShell } from '../features/desk/desk-shell';
import { OrdersPage } from '../features/desk/orders-page';
import { ApiRequestError } from '../lib/api-client';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/ops-orders';

export const handle: PageHandle = { header: 'none', loader: null };

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = {
    confirmation: params.get('confirmation')?.trim() ?? '',
    email: params.get('email')?.trim() ?? '',
    eventId: params.get('eventId')?.trim() ?? '',
  };
  return loadDeskPage(context, async (desk) => {
    if (!search.confirmation && !search.email && !search.eventId) {
      return { search, orders: null, error: null };
    }
    try {
      const { data } = await desk.orders(search);
      return { search, orders: data, error: null };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        return { search, orders: null, error: error.message };
      }
      throw error;
    }
  });
}

export const meta = () => deskMeta('Orders');

export default function OpsOrders({ loaderData }: Route.ComponentProps) {
  const { operator, data } = loaderData;
  return (
    <DeskShell operator={operator} title="Orders">
      <OrdersPage search={data.search} orders={data.orders} error={data.error} />
    </DeskShell>
  );
}
