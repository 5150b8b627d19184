import type { DeskOrderSummary } from '@reprise/domain/desk/desk-views';
import { TextField } from '../../ui/text-field';
import { deliveryStatusName, deskTime, money, orderStatusName } from './desk-format';
import { DeskRecordLink, DeskSearch, DeskTableHead } from './desk-parts';
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
      <DeskSearch submit="Find orders" className="grid gap-4 sm:grid-cols-4 sm:items-end">
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
      </DeskSearch>
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
                  <DeskRecordLink to={`/ops/orders/${order.id}`}>
                    {order.confirmationNumber}
                  </DeskRecordLink>
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
