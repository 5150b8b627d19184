import { minorFromTyped } from '../features/desk/desk-amount';
import { deskMeta, field, loadDeskPage, runDeskAction } from '../features/desk/desk-route';
import { DeskShell } from '../features/desk/desk-shell';
import { PromoCodesPage } from '../features/desk/promo-codes-page';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/ops-promo-codes';

export const handle: PageHandle = { header: 'none', loader: null };

export async function loader({ context }: Route.LoaderArgs) {
  return loadDeskPage(context, async (desk) => ({
    promos: (await desk.promoCodes()).data,
    now: new Date().toISOString(),
  }));
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  const reason = field(form, 'reason');
  return runDeskAction(context, intent, async (desk) => {
    if (intent === 'end') {
      const ended = await desk.endPromo(Number(field(form, 'promoId')), reason);
      return `${ended.data.code} has ended.`;
    }
    const amountType = field(form, 'amountType');
    const currency = field(form, 'currency').toUpperCase() || 'GBP';
    const discount = field(form, 'discount');
    const maxUses = field(form, 'maxUses');
    const made = await desk.createPromo({
      code: field(form, 'code'),
      amountType,
      reason,
      ...(amountType === 'PERCENTAGE'
        ? { discountPercentage: discount }
        : { discountMinor: minorFromTyped(discount, currency) ?? discount, currency }),
      ...(maxUses ? { maxUses } : {}),
    });
    return `${made.data.code} created.`;
  });
}

export const meta = () => deskMeta('Promo codes');

export default function OpsPromoCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { operator, data } = loaderData;
  return (
    <DeskShell operator={operator} title="Promo codes">
      <PromoCodesPage
        promos={data.promos}
        operator={operator}
        result={actionData ?? undefined}
        now={data.now}
      />
    </DeskShell>
  );
}
