import type { DeskOrderSummary } from '@reprise/domain/desk/desk-views';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { deliveryStatusName, deskTime, money, orderStatusName } from './desk-format';
import { DeskTableHead } from './desk-parts';
import { CELL, DeskSection, TABLE } from './desk-shell';

/** What the order search was asked. */
export interface OrderSearchValues {
  confirmation: string;
  email: string;
  eventId: string;
}

/** The order search (a plain GET form) and its results. */
export function OrdersPage({
  search,
  orders,
  error,
}: {
  search: OrderSearchValues;
  orders: DeskOrderSummary[] | null;
  error: string | null;
}) {
  return (
    <>
      <Form method="get" className="mb-6 grid gap-4 sm:grid-cols-4 sm:items-end" role="search">
        <TextField
          label="Confirmation number"
          name="confirmation"
          defaultValue={search.confirmation}
        />
        <TextField label="Email" name="email" type="email" defaultValue={search.email} />
        <TextField
          label="Event id"
          name="eventId"
          inputMode="numeric"
          defaultValue={search.eventId}
        />
        <button type="submit" className={buttonClass('primary')}>
          Find orders
        </button>
      </Form>
      {error ? (
        <p role="alert" className="mb-4 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {orders ? <OrderTable orders={orders} caption="Orders found" /> : null}
    </>
  );
}

/** A list of orders, each linking to its page. */
export function OrderTable({ orders, caption }: { orders: DeskOrderSummary[]; caption: string }) {
  if (orders.length === 0) return <p>No orders found.</p>;
  return (
    <DeskSection title={caption}>
      <div className="overflow-x-auto">
        <table className={TABLE}>
          <DeskTableHead
            columns={['Confirmation', 'Event', 'Email', 'Total', 'Status', 'Delivery', 'Ordered']}
          />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <td className={CELL}>
                  <Link
                    className="font-semibold text-brand-700 underline"
                    to={`/ops/orders/${order.id}`}
                  >
                    {order.confirmationNumber}
                  </Link>
                </td>
                <td className={CELL}>
                  {order.eventName} (#{order.eventId})
                </td>
                <td className={CELL}>{order.contactEmail}</td>
                <td className={CELL}>{money(order.totalMinor, order.currency)}</td>
                <td className={CELL}>{orderStatusName(order.orderStatusId)}</td>
                <td className={CELL}>{deliveryStatusName(order.deliveryStatusId)}</td>
                <td className={CELL}>{deskTime(order.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DeskSection>
  );
}
