import { FIRST_ORDER_DISCOUNT_PERCENT } from '@reprise/domain/constants';
import { useT } from '../../lib/i18n/catalogue';
import { richText } from '../../lib/i18n/rich-text';
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
export function AccountCreatedDialog({ email, firstOrder, ...frame }: AccountCreatedDialogProps) {
  const t = useT();
  return (
    <AccountDialog {...frame} title={t('account.checkEmail')}>
      <div className="grid gap-3 text-slate-900">
        <p>
          {richText(t('account.sentTo', { email }), {
            email: (chunk) => <strong className="break-all">{chunk}</strong>,
          })}
        </p>
        <p>{t('account.alreadyExplains')}</p>
        {firstOrder ? (
          <p>{t('account.discountWaiting', { percent: FIRST_ORDER_DISCOUNT_PERCENT })}</p>
        ) : null}
        <Button onClick={frame.onClose}>{t('common.ok')}</Button>
      </div>
    </AccountDialog>
  );
}
