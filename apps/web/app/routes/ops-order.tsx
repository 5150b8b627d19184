import { data } from 'react-router';
import { minorFromTyped } from '../features/desk/desk-amount';
import { deskMeta, field, loadDeskPage, runDeskAction } from '../features/desk/desk-route';
import { DeskShell } from '../features/desk/desk-shell';
import { OrderPage } from '../features/desk/order-page';
import { ApiRequestError } from '../lib/api-client';
import type { PageHandle } from '../lib/page-handle';
import { recordIdParam } from '../lib/record-id-param';
import type { Route } from './+types/ops-order';

export const handle: PageHandle = { header: 'none', loader: null };

export async function loader({ context, params }: Route.LoaderArgs) {
  const orderId = recordIdParam(params.id);
  return loadDeskPage(context, async (desk) => ({
    detail: (await desk.order(orderId)).data,
    formKey: crypto.randomUUID(),
  }));
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const orderId = recordIdParam(params.id);
  const form = await request.formData();
  const intent = field(form, 'intent');
  const reason = field(form, 'reason');
  const idempotencyKey = field(form, 'idempotencyKey');
  return runDeskAction(context, intent, async (desk) => {
    switch (intent) {
      case 'refund': {
        const typed = field(form, 'amount');
        const { order } = (await desk.order(orderId)).data;
        const amountMinor = typed ? minorFromTyped(typed, order.currency) : undefined;
        if (amountMinor === null) {
          throw badField(`The amount must be a positive amount in ${order.currency}, like 12.50.`);
        }
        await desk.orderAction(orderId, 'refund', { amountMinor, reason, idempotencyKey });
        return typed ? `Refunded ${typed} ${order.currency}.` : 'Refunded everything left.';
      }
      case 'delivery':
        await desk.orderAction(orderId, 'delivery', { to: field(form, 'to'), reason });
        return 'Delivery updated.';
      case 'resend-tickets':
        await desk.orderAction(orderId, 'resend-tickets', { reason });
        return 'The tickets will be sent again within minutes.';
      case 'cancel':
        await desk.orderAction(orderId, 'cancel', { reason, idempotencyKey });
        return 'Order cancelled and refunded.';
      default:
        throw data(null, { status: 400 });
    }
  });
}

function badField(message: string) {
  return new ApiRequestError(400, { code: 'VALIDATION_FAILED', message, field: 'amountMinor' });
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return deskMeta(loaded?.data.detail.order.confirmationNumber ?? 'Order');
}

export default function OpsOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { operator, data: page } = loaderData;
  return (
    <DeskShell operator={operator} title={`Order ${page.detail.order.confirmationNumber}`}>
      <OrderPage
        detail={page.detail}
        operator={operator}
        formKey={page.formKey}
        result={actionData ?? undefined}
      />
    </DeskShell>
  );
}
