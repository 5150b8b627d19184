import { validateForgotEmail } from '@reprise/domain/identity/account-fields';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { forgetPassword } from './account-api';
import { AccountDialog, SubmitButton, SwitchLine } from './account-dialog';
import type { AuthDialogProps } from './auth-dialog-props';
import { EmailField, FormFailure } from './text-field';
import { useAccountForm } from './use-account-form';

/** The verbatim mail-sending message, shown while the request is on its way. */
export const RESET_MAIL_MESSAGE =
  "We'll send information to your email on how to reset your password.";
/** The server's message shows this long after sending started. */
export const FORGOT_MESSAGE_DELAY_MS = 1000;
/** Then the dialog closes after this long, time enough to read it. */
export const FORGOT_CLOSE_DELAY_MS = 4000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface ForgotPasswordDialogProps extends AuthDialogProps {
  emailType: 'forgot' | 'change';
  /** The signed-in buyer's email: prefilled and not editable. */
  email?: string;
}

/**
 * Forgot Password: the email (prefilled and disabled for a signed-in buyer), then the
 * mail-sending message while the request runs, the server's message after a second, and close.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  switchTo,
  returnFocusTo,
  emailType,
  email,
}: ForgotPasswordDialogProps) {
  const [status, setStatus] = useState<{ kind: 'sending' | 'sent'; message: string } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const form = useAccountForm({
    initial: { email: email ?? '' },
    rules: { email: validateForgotEmail },
    submit: async (values) => {
      setStatus({ kind: 'sending', message: RESET_MAIL_MESSAGE });
      const [answer] = await Promise.allSettled([
        forgetPassword(browserApi(), values.email, emailType),
        wait(FORGOT_MESSAGE_DELAY_MS),
      ]);
      if (answer.status === 'rejected') {
        setStatus(null);
        throw answer.reason;
      }
      setStatus({ kind: 'sent', message: answer.value.message });
      closeTimer.current = setTimeout(onClose, FORGOT_CLOSE_DELAY_MS);
    },
  });

  const signedIn = email !== undefined;
  return (
    <AccountDialog
      open={open}
      onClose={onClose}
      title={emailType === 'change' ? 'Reset Password' : 'Forgot Password'}
      description="Enter your email and we'll send you a link to set a new password."
      returnFocusTo={returnFocusTo}
    >
      <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
        <EmailField disabled={signedIn} {...form.field('email')} />
        <div role="status" className="min-h-5 text-sm text-slate-900">
          {status?.message ?? ''}
        </div>
        <FormFailure message={form.failure} />
        <SubmitButton
          submitting={form.submitting || status?.kind === 'sent'}
          label="Send reset link"
        />
      </form>
      {signedIn ? null : (
        <SwitchLine
          text="Remembered it?"
          action="Sign in"
          to={{ kind: 'signIn' }}
          switchTo={switchTo}
        />
      )}
    </AccountDialog>
  );
}
