import { FIRST_ORDER_DISCOUNT_PERCENT } from '@reprise/domain/constants';
import { Button } from '../../ui/button';
import { AccountDialog } from './account-dialog';
import type { AuthDialogProps } from './auth-dialog-props';

interface AccountCreatedDialogProps extends AuthDialogProps {
  email: string;
  /** Signed up through the first-order pop-up: the discount is on the first order. */
  firstOrder: boolean;
}

/**
 * The sign-up success dialog: where the set-password link went. The API answers an email that
 * already has an account exactly as a new one (and tells its owner by mail), so this claims no new
 * account: it says to check the inbox, which holds a set-password link or a sign-in reminder.
 */
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
      title="Check your email"
      returnFocusTo={returnFocusTo}
    >
      <div className="grid gap-3 text-slate-900">
        <p>
          We've sent an email to <strong className="break-all">{email}</strong>. Open it to set your
          password and finish signing up; the link works for one hour.
        </p>
        <p>If you already have an account with this address, the email explains how to sign in.</p>
        {firstOrder ? (
          <p>Your {FIRST_ORDER_DISCOUNT_PERCENT}% discount is waiting on your first order.</p>
        ) : null}
        <Button onClick={onClose}>OK</Button>
      </div>
    </AccountDialog>
  );
}
