import { FIRST_ORDER_DISCOUNT_DAYS, FIRST_ORDER_DISCOUNT_PERCENT } from '@reprise/domain/constants';
import {
  validateFirstOrderEmail,
  validateFirstOrderName,
} from '@reprise/domain/identity/account-fields';
import { browserApi } from '../../lib/api-client';
import { useT } from '../../lib/i18n/catalogue';
import { register } from './account-api';
import { AccountDialog, AccountForm } from './account-dialog';
import type { AuthDialogProps } from './auth-dialog-props';
import { EmailField } from './email-field';
import { rememberFirstOrderActive, rememberFirstOrderClosed } from './first-order-cookies';
import { NameFields } from './name-fields';
import { foundLocationJson } from './sign-up-location';
import { useAccountForm } from './use-account-form';

/**
 * The first-order 10% sign-up pop-up: a static backdrop (a click outside does not close
 * it), names and email under the pop-up's own form rules. Success closes it, sets the cookie flag
 * and opens the account-created dialog; closing it sets the closed cookie.
 */
export function FirstOrderDialog({ switchTo, ...frame }: AuthDialogProps) {
  const t = useT();
  const form = useAccountForm({
    initial: { first_name: '', last_name: '', email: '' },
    rules: {
      first_name: (value) => validateFirstOrderName(value, 'first'),
      last_name: (value) => validateFirstOrderName(value, 'last'),
      email: validateFirstOrderEmail,
    },
    submit: async (values) => {
      const email = values.email.trim();
      await register(browserApi(), {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email,
        location: foundLocationJson(),
        SignupFirstOrder: true,
      });
      rememberFirstOrderActive();
      switchTo({ kind: 'accountCreated', email, firstOrder: true });
    },
  });
  return (
    <AccountDialog
      {...frame}
      onClose={() => {
        rememberFirstOrderClosed();
        frame.onClose();
      }}
      title={t('account.firstOrderTitle', { percent: FIRST_ORDER_DISCOUNT_PERCENT })}
      description={t('account.firstOrderText', {
        percent: FIRST_ORDER_DISCOUNT_PERCENT,
        days: FIRST_ORDER_DISCOUNT_DAYS,
      })}
      staticBackdrop
    >
      <AccountForm
        form={form}
        submitLabel={t('account.firstOrderSubmit', { percent: FIRST_ORDER_DISCOUNT_PERCENT })}
      >
        <NameFields field={form.field} />
        <EmailField {...form.field('email')} />
      </AccountForm>
    </AccountDialog>
  );
}
