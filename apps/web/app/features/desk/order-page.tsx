import { SUPPORT_REFUND_LIMIT_MINOR } from '@reprise/domain/desk/desk-roles';
import type { DeskOperatorView, DeskOrderDetail } from '@reprise/domain/desk/desk-views';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { typedFromMinor } from './desk-amount';
import { deliveryStatusName, deskTime, money, orderStatusName } from './desk-format';
import { auditEntries, DeskEntryList, DeskSelect, DeskTableHead } from './desk-parts';
import type { DeskActionResult } from './desk-route';
import { CELL, DeskNotice, DeskSection, TABLE } from './desk-shell';

/** One order: facts, payment, refunds, timeline and audit log, and the desk's actions on it. */
export function OrderPage({
  detail,
  operator,
  formKey,
  result,
}: {
  detail: DeskOrderDetail;
  operator: DeskOperatorView;
  /** A fresh key per page render: the same form posted twice refunds once. */
  formKey: string;
  result: DeskActionResult | undefined;
}) {
  const { order } = detail;
  const errorOf = (intent: string, name: string) =>
    result && !result.ok && result.intent === intent && result.field === name ? result.error : null;
  return (
    <>
      <DeskNotice result={result} />
      <DeskSection title="Order">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <Fact term="Confirmation number">{order.confirmationNumber}</Fact>
          <Fact term="Event">
            <Link className="text-brand-700 underline" to={`/ops/events/${order.eventId}`}>
              {order.eventName}
            </Link>{' '}
            ({deskTime(order.eventStartsAt)}, {order.eventStatus})
          </Fact>
          <Fact term="Buyer">
            <Link className="text-brand-700 underline" to={`/ops/buyers/${order.buyerId}`}>
              {order.contactFirstName} {order.contactLastName}
            </Link>{' '}
            ({order.contactEmail})
          </Fact>
          <Fact term="Tickets">{order.quantity}</Fact>
          <Fact term="Total">{money(order.totalMinor, order.currency)}</Fact>
          <Fact term="Order status">{orderStatusName(order.orderStatusId)}</Fact>
          <Fact term="Delivery">{deliveryStatusName(order.deliveryStatusId)}</Fact>
          <Fact term="Ordered">{deskTime(order.createdAt)}</Fact>
        </dl>
      </DeskSection>

      <DeskSection title="Payment">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <Fact term="Card">
            {order.cardBrand} ending {order.cardLast4}
          </Fact>
          <Fact term="Provider reference">{order.paymentReference}</Fact>
          <Fact term="Captured">{deskTime(order.capturedAt)}</Fact>
          <Fact term="Fees">{money(order.feesMinor, order.currency)}</Fact>
          <Fact term="Promo">
            {order.promoCode
              ? `${order.promoCode} (−${money(order.promoMinor, order.currency)})`
              : '—'}
          </Fact>
          <Fact term="Left to refund">{money(detail.refundableMinor, order.currency)}</Fact>
        </dl>
      </DeskSection>

      <DeskSection title="Refunds">
        {detail.refunds.length === 0 ? (
          <p className="text-sm">No refunds yet.</p>
        ) : (
          <table className={TABLE}>
            <DeskTableHead columns={['When', 'Amount', 'State', 'Provider id']} />
            <tbody>
              {detail.refunds.map((refund) => (
                <tr key={refund.id}>
                  <td className={CELL}>{deskTime(refund.createdAt)}</td>
                  <td className={CELL}>{money(refund.amountMinor, order.currency)}</td>
                  <td className={CELL}>{refund.state}</td>
                  <td className={CELL}>{refund.providerRefundId ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DeskSection>

      <DeskSection title="Actions">
        <div className="grid gap-6 lg:grid-cols-2">
          <ActionForm intent="refund" legend="Refund" formKey={formKey} submit="Refund">
            <TextField
              label={`Amount (${order.currency})`}
              name="amount"
              inputMode="decimal"
              help={`Leave empty to refund everything left (${typedFromMinor(detail.refundableMinor, order.currency)}).${
                operator.role === 'support'
                  ? ` Support may refund up to ${money(SUPPORT_REFUND_LIMIT_MINOR, order.currency)}.`
                  : ''
              }`}
              error={errorOf('refund', 'amountMinor')}
            />
            <ReasonField error={errorOf('refund', 'reason')} />
          </ActionForm>
          <ActionForm intent="delivery" legend="Delivery" formKey={formKey} submit="Mark delivery">
            <DeskSelect
              label="Mark as"
              name="to"
              options={{ delivered: 'Delivered', incompleted: 'Incompleted' }}
            />
            <ReasonField error={errorOf('delivery', 'reason')} />
          </ActionForm>
          <ActionForm
            intent="resend-tickets"
            legend="Resend tickets"
            formKey={formKey}
            submit="Resend tickets"
          >
            <ReasonField error={errorOf('resend-tickets', 'reason')} />
          </ActionForm>
          <ActionForm intent="cancel" legend="Cancel order" formKey={formKey} submit="Cancel order">
            <p className="text-sm">
              Refunds everything left, marks the order cancelled with refund and its delivery
              cancelled.
            </p>
            <ReasonField error={errorOf('cancel', 'reason')} />
          </ActionForm>
        </div>
      </DeskSection>

      <DeskSection title="Delivery timeline">
        <DeskEntryList
          entries={detail.timeline.map((entry) => ({
            id: entry.id,
            at: entry.at,
            who: entry.actor,
            what: entry.kind,
            why: entry.reason,
          }))}
        />
      </DeskSection>

      <DeskSection title="Audit log">
        <DeskEntryList entries={auditEntries(detail.audit, true)} />
      </DeskSection>
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function ReasonField({ error }: { error: string | null }) {
  return <TextField label="Reason" name="reason" required minLength={3} error={error} />;
}

function ActionForm({
  intent,
  legend,
  formKey,
  submit,
  children,
}: {
  intent: string;
  legend: string;
  formKey: string;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="rounded-md border border-slate-300 p-4" noValidate>
      <fieldset className="space-y-3">
        <legend className="text-base font-bold">{legend}</legend>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="idempotencyKey" value={`${intent}-${formKey}`} />
        {children}
        <button
          type="submit"
          className={buttonClass(intent === 'cancel' ? 'secondary' : 'primary')}
        >
          {submit}
        </button>
      </fieldset>
    </Form>
  );
}
