import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import type { AuthDialog } from './auth-dialog-store';

interface AccountDialogProps {
  open: boolean;
  /** Called when the visitor closes it (close button, Escape, outside click unless static). */
  onClose: () => void;
  title: string;
  description?: string;
  returnFocusTo: HTMLElement | null;
  staticBackdrop?: boolean;
  children: ReactNode;
}

/** The frame of every account dialog: the design system's dialog, closed only by the visitor. */
export function AccountDialog({ onClose, ...props }: AccountDialogProps) {
  return <Dialog {...props} onOpenChange={(next) => (next ? undefined : onClose())} />;
}

/** The submit button of an account form: disabled while the call is in flight. */
export function SubmitButton({
  submitting,
  label,
  busyLabel = label,
}: {
  submitting: boolean;
  label: string;
  /** What it says while the call runs ('Signing in…'). */
  busyLabel?: string;
}) {
  return (
    <Button type="submit" disabled={submitting} className="w-full">
      {submitting ? busyLabel : label}
    </Button>
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
