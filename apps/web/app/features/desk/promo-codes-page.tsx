import type { DeskOperatorView, DeskPromoView } from '@reprise/domain/desk/desk-views';
import { Form } from 'react-router';
import { buttonClass } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { deskTime, money } from './desk-format';
import { DeskSelect, DeskTableHead } from './desk-parts';
import type { DeskActionResult } from './desk-route';
import { CELL, DeskNotice, DeskSection, TABLE } from './desk-shell';

const discountOf = (promo: DeskPromoView) =>
  promo.amountType === 'PERCENTAGE'
    ? `${promo.discountPercentage ?? 0}%`
    : money(promo.discountMinor ?? 0, promo.currency ?? 'GBP');

/** Promo codes with their use; an operator creates and ends them. */
export function PromoCodesPage({
  promos,
  operator,
  result,
  now,
}: {
  promos: DeskPromoView[];
  operator: DeskOperatorView;
  result: DeskActionResult | undefined;
  /** The render's time (ISO), to tell ended codes from live ones the same way on both sides. */
  now: string;
}) {
  const errorOf = (name: string) =>
    result && !result.ok && result.intent === 'create' && result.field === name
      ? result.error
      : null;
  const isOperator = operator.role === 'operator';
  return (
    <>
      <DeskNotice result={result} />
      {isOperator ? (
        <DeskSection title="New promo code">
          <Form method="post" className="grid gap-4 sm:grid-cols-3 sm:items-start" noValidate>
            <input type="hidden" name="intent" value="create" />
            <TextField label="Code" name="code" required error={errorOf('code')} />
            <DeskSelect
              label="Kind"
              name="amountType"
              options={{ PERCENTAGE: 'Percentage', FIXED: 'Fixed amount' }}
            />
            <TextField
              label="Discount"
              name="discount"
              inputMode="decimal"
              help="A percentage (10), or an amount in the currency (5.00)."
              error={errorOf('discountPercentage') ?? errorOf('discountMinor')}
            />
            <TextField label="Currency (fixed amounts)" name="currency" defaultValue="GBP" />
            <TextField
              label="Most uses"
              name="maxUses"
              inputMode="numeric"
              error={errorOf('maxUses')}
            />
            <TextField label="Reason" name="reason" required error={errorOf('reason')} />
            <button type="submit" className={buttonClass('primary')}>
              Create code
            </button>
          </Form>
        </DeskSection>
      ) : null}
      <DeskSection title="Codes">
        {promos.length === 0 ? (
          <p className="text-sm">No promo codes.</p>
        ) : (
          <table className={TABLE}>
            <DeskTableHead
              columns={['Code', 'Discount', 'Used', 'Ends', ...(isOperator ? ['End now'] : [])]}
            />
            <tbody>
              {promos.map((promo) => {
                const ended = promo.expiresAt !== null && promo.expiresAt <= now;
                return (
                  <tr key={promo.id}>
                    <td className={CELL}>{promo.code}</td>
                    <td className={CELL}>{discountOf(promo)}</td>
                    <td className={CELL}>
                      {promo.orders} orders{promo.maxUses ? ` of ${promo.maxUses}` : ''}
                    </td>
                    <td className={CELL}>
                      {ended ? `Ended ${deskTime(promo.expiresAt)}` : deskTime(promo.expiresAt)}
                    </td>
                    {isOperator ? (
                      <td className={CELL}>
                        {ended ? null : (
                          <Form method="post" className="flex flex-wrap items-end gap-2">
                            <input type="hidden" name="intent" value="end" />
                            <input type="hidden" name="promoId" value={promo.id} />
                            <TextField label={`Why end ${promo.code}`} name="reason" required />
                            <button type="submit" className={buttonClass('secondary')}>
                              End {promo.code}
                            </button>
                          </Form>
                        )}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </DeskSection>
    </>
  );
}
