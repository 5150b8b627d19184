import { validateForgotEmail } from '@reprise/domain/identity/account-fields';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import { forgetPassword } from './account-api';
import { AccountDialog, AccountForm, SwitchLine } from './account-dialog';
import type { AuthDialogProps } from './auth-dialog-props';
import { EmailField } from './email-field';
import { useAccountForm } from './use-account-form';

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
  switchTo,
  emailType,
  email,
  ...frame
}: ForgotPasswordDialogProps) {
  const t = useT();
  const language = useLanguage();
  const [status, setStatus] = useState<{ kind: 'sending' | 'sent'; message: string } | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const form = useAccountForm({
    initial: { email: email ?? '' },
    rules: { email: validateForgotEmail },
    submit: async (values) => {
      setStatus({ kind: 'sending', message: t('account.resetSending') });
      const [answer] = await Promise.allSettled([
        forgetPassword(browserApi(), values.email, emailType),
        wait(FORGOT_MESSAGE_DELAY_MS),
      ]);
      if (answer.status === 'rejected') {
        setStatus(null);
        throw answer.reason;
      }
      // The API's answer is the English of this message.
      setStatus({
        kind: 'sent',
        message: language === 'en' ? answer.value.message : t('account.resetRequested'),
      });
      closeTimer.current = setTimeout(frame.onClose, FORGOT_CLOSE_DELAY_MS);
    },
  });

  const signedIn = email !== undefined;
  return (
    <AccountDialog
      {...frame}
      title={t(emailType === 'change' ? 'account.resetTitle' : 'account.forgotTitle')}
      description={t('account.forgotText')}
    >
      <AccountForm form={form} submitLabel={t('account.sendReset')} done={status?.kind === 'sent'}>
        <EmailField disabled={signedIn} {...form.field('email')} />
        <div role="status" className="min-h-5 text-sm text-slate-900">
          {status?.message ?? ''}
        </div>
      </AccountForm>
      {signedIn ? null : (
        <SwitchLine
          text={t('account.remembered')}
          action={t('account.signIn')}
          to={{ kind: 'signIn' }}
          switchTo={switchTo}
        />
      )}
    </AccountDialog>
  );
}
