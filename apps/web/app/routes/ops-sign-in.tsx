import { redirect } from 'react-router';
import { deskApi } from '../features/desk/desk-api';
import { deskMeta, field, runDeskAction } from '../features/desk/desk-route';
import { DeskSignInPage } from '../features/desk/sign-in-page';
import { apiFromContext } from '../lib/api-client';
import type { PageHandle } from '../lib/page-handle';
import type { Route } from './+types/ops-sign-in';

export const handle: PageHandle = { header: 'none', loader: null };

export function loader({ context }: Route.LoaderArgs) {
  context.markPersonal();
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  if (field(form, 'intent') === 'sign-out') {
    // Signing out of a session that already ended still ends on the sign-in page.
    await deskApi(apiFromContext(context))
      .signOut()
      .catch(() => undefined);
    return redirect('/ops/sign-in');
  }
  const result = await runDeskAction(context, 'sign-in', async (desk) => {
    await desk.signIn({
      email: field(form, 'email'),
      password: String(form.get('password') ?? ''),
      code: field(form, 'code'),
    });
    return 'Signed in.';
  });
  return result.ok ? redirect('/ops') : result;
}

export const meta = () => deskMeta('Sign in');

export default function OpsSignIn({ actionData }: Route.ComponentProps) {
  return <DeskSignInPage result={actionData ?? undefined} />;
}
