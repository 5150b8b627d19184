import { useState } from 'react';
import { AccountCreatedDialog } from './account-created-dialog';
import type { AuthDialogProps } from './auth-dialog-props';
import {
  type AuthDialog,
  closeAuthDialog,
  openAuthDialog,
  takeAfterSignIn,
  useAuthDialog,
} from './auth-dialog-store';
import { ChangePasswordDialog } from './change-password-dialog';
import { FirstOrderDialog } from './first-order-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { RegisterDialog } from './register-dialog';
import { SignInDialog } from './sign-in-dialog';
import { SignUpEmailDialog } from './sign-up-email-dialog';
import { useSessionChanged } from './use-session';

/**
 * Every account dialog, loaded together on the first open (auth-dialog-host.tsx). Only the open
 * one is mounted (mutually exclusive); the last one stays mounted closed, so focus returns to
 * the control that opened the first.
 */
export default function AuthDialogSwitch() {
  const { dialog, opener } = useAuthDialog();
  const [last, setLast] = useState<AuthDialog | null>(dialog);
  if (dialog && dialog !== last) setLast(dialog);
  const sessionChanged = useSessionChanged();
  const shown = dialog ?? last;
  if (!shown) return null;

  const props: AuthDialogProps = {
    open: dialog !== null,
    onClose: closeAuthDialog,
    switchTo: (next) => openAuthDialog(next),
    onSignedIn: async () => {
      await sessionChanged();
      const after = takeAfterSignIn();
      closeAuthDialog();
      after?.();
    },
    returnFocusTo: opener,
  };
  // A key per kind: each dialog starts with empty fields when it opens again.
  switch (shown.kind) {
    case 'signIn':
      return <SignInDialog key="signIn" {...props} />;
    case 'register':
      return <RegisterDialog key="register" {...props} />;
    case 'signUpEmail':
      return <SignUpEmailDialog key="signUpEmail" {...props} />;
    case 'forgotPassword':
      return (
        <ForgotPasswordDialog
          key="forgotPassword"
          {...props}
          emailType={shown.emailType}
          email={shown.email}
        />
      );
    case 'changePassword':
      return <ChangePasswordDialog key="changePassword" {...props} email={shown.email} />;
    case 'accountCreated':
      return (
        <AccountCreatedDialog
          key="accountCreated"
          {...props}
          email={shown.email}
          firstOrder={shown.firstOrder}
        />
      );
    case 'firstOrder':
      return <FirstOrderDialog key="firstOrder" {...props} />;
  }
}
