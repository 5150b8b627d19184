import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormFailure } from '../../ui/text-field';
import type { AuthDialogProps } from './auth-dialog-props';
import type { AuthDialog } from './auth-dialog-store';

interface AccountDialogProps extends Pick<AuthDialogProps, 'open' | 'returnFocusTo'> {
  /** Called when the visitor closes it (close button, Escape, outside click unless static). */
  onClose: () => void;
  title: string;
  description?: string;
  staticBackdrop?: boolean;
  children: ReactNode;
}

/**
 * The frame of every account dialog: the design system's dialog, closed only by the visitor.
 * A dialog passes the host's props on as they are; only these are used.
 */
export function AccountDialog({
  open,
  onClose,
  title,
  description,
  returnFocusTo,
  staticBackdrop,
  children,
}: AccountDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
      returnFocusTo={returnFocusTo}
      staticBackdrop={staticBackdrop}
    >
      {children}
    </Dialog>
  );
}

/** The state of an account form (useAccountForm) its frame shows. */
interface AccountFormState {
  onSubmit: (event: FormEvent) => void;
  /** The server's message when the call failed. */
  failure: string | null;
  /** The call is in flight: the submit button is disabled and says `busyLabel`. */
  submitting: boolean;
}

/**
 * An account form: its fields, then the server's message on failure and the full-width submit
 * button, disabled while the call is in flight (and while `done`, once the form has nothing
 * left to send).
 */
export function AccountForm({
  form,
  submitLabel,
  busyLabel = submitLabel,
  done = false,
  className = '',
  children,
}: {
  form: AccountFormState;
  submitLabel: string;
  /** What the button says while the call runs ('Signing in…'). */
  busyLabel?: string;
  done?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className={className ? `grid gap-4 ${className}` : 'grid gap-4'}
    >
      {children}
      <FormFailure message={form.failure} />
      <Button type="submit" disabled={form.submitting || done} className="w-full">
        {form.submitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/** "Already have an account? Sign in": a line under a form that opens another account dialog. */
export function SwitchLine({
  text,
  action,
  to,
  switchTo,
}: {
  text: string;
  action: string;
  to: AuthDialog;
  switchTo: (dialog: AuthDialog) => void;
}) {
  return (
    <p className="mt-4 text-sm text-slate-700">
      {text}{' '}
      <Button tone="link" onClick={() => switchTo(to)}>
        {action}
      </Button>
    </p>
  );
}

/** "Already have an account? Sign in", under the sign-up dialogs. */
export function SignInInstead({ switchTo }: { switchTo: (dialog: AuthDialog) => void }) {
  const t = useT();
  return (
    <SwitchLine
      text={t('account.alreadyHave')}
      action={t('account.signIn')}
      to={{ kind: 'signIn' }}
      switchTo={switchTo}
    />
  );
}
