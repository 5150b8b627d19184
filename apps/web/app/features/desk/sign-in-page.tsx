import { Form } from 'react-router';
import { TextField } from '../../ui/text-field';
import type { DeskActionResult } from './desk-route';
import { DESK_CONTAINER } from './desk-shell';

/** The desk's sign-in: email, password and the authenticator's code. */
export function DeskSignInPage({ result }: { result: DeskActionResult | undefined }) {
  const failed = result && !result.ok ? result : null;
  const fieldError = (name: string) => (failed?.field === name ? failed.error : null);
  return (
    <main id="main" className={`${DESK_CONTAINER} max-w-md py-10`}>
      <h1 className="mb-2 text-2xl font-bold">Reprise desk</h1>
      <p className="mb-6 text-sm text-slate-700">
        For Reprise operators and support staff. Sign in with your email, password and the code from
        your authenticator app.
      </p>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="sign-in" />
        <TextField label="Email" name="email" type="email" autoComplete="username" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldError('password')}
        />
        <TextField
          label="Authentication code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          help="The 6 digits your authenticator app shows now."
          error={fieldError('code')}
        />
        <p role="alert" className="text-sm font-semibold text-red-700">
          {failed && failed.field !== 'password' && failed.field !== 'code' ? failed.error : ''}
        </p>
        <button
          type="submit"
          className="inline-flex min-h-10 w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
        >
          Sign in
        </button>
      </Form>
    </main>
  );
}
