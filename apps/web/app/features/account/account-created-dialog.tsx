import { FIRST_ORDER_DISCOUNT_PERCENT } from '@reprise/domain/constants';
import { Button } from '../../ui/button';
import { AccountDialog } from './account-dialog';
import type { AuthDialogProps } from './auth-dialog-props';

interface AccountCreatedDialogProps extends AuthDialogProps {
  email: string;
  /** Signed up through the first-order pop-up: the discount is on the first order. */
  firstOrder: boolean;
}

/** The account-created success dialog: where the set-password link went. */
export function AccountCreatedDialog({
  open,
  onClose,
  returnFocusTo,
  email,
  firstOrder,
}: AccountCreatedDialogProps) {
  return (
    <AccountDialog
      open={open}
      onClose={onClose}
      title="Your account has been created"
      returnFocusTo={returnFocusTo}
    >
      <div className="grid gap-3 text-slate-900">
        <p>
          We've sent an email to <strong className="break-all">{email}</strong> with a link to set
          your password. The link works for one hour.
        </p>
        {firstOrder ? (
          <p>Your {FIRST_ORDER_DISCOUNT_PERCENT}% discount is waiting on your first order.</p>
        ) : null}
        <Button onClick={onClose}>OK</Button>
      </div>
    </AccountDialog>
  );
}
