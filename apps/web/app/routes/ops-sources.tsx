import { deskMeta, field, loadDeskPage, runDeskAction } from '../features/desk/desk-route';
import { DeskShell } from '../features/desk/desk-shell';
import { SourcesPage } from '../features/desk/sources-page';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/ops-sources';

export const handle: PageHandle = { header: 'none', loader: null };

export async function loader({ context }: Route.LoaderArgs) {
  return loadDeskPage(context, async (desk) => (await desk.sources()).data);
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const decision = field(form, 'decision');
  return runDeskAction(context, 'decide', async (desk) => {
    await desk.decideChange(Number(field(form, 'changeId')), decision, field(form, 'reason'));
    return decision === 'confirm'
      ? 'Change confirmed: refunds and mails follow.'
      : 'Change rejected.';
  });
}

export const meta = () => deskMeta('Sources');

export default function OpsSources({ loaderData, actionData }: Route.ComponentProps) {
  const { operator, data } = loaderData;
  return (
    <DeskShell operator={operator} title="Sources">
      <SourcesPage view={data} operator={operator} result={actionData ?? undefined} />
    </DeskShell>
  );
}
