import { COOKIE_NAMES, WIDE_FORM_MIN_WIDTH } from '@reprise/domain/constants';
import { validateLoginEmail, validateSignUpName } from '@reprise/domain/identity/account-fields';
import { useEffect } from 'react';
import { browserApi } from '../../lib/api-client';
import { readCookie } from '../../lib/cookies/browser-cookies';
import { useT } from '../../lib/i18n/catalogue';
import { useMinWidth } from '../../ui/use-min-width';
import { register } from './account-api';
import { AccountDialog, AccountForm, SignInInstead } from './account-dialog';
import type { AuthDialogProps } from './auth-dialog-props';
import { EmailField } from './email-field';
import { NameFields } from './name-fields';
import { PhoneField } from './phone-field';
import { checkPhoneBeforeSending, phoneRule, usePhoneRules } from './phone-rules';
import { foundLocationJson } from './sign-up-location';
import { useAccountForm } from './use-account-form';

/**
 * Sign up with email: names, email and — on screens 576 px and wider — an optional
 * phone checked by country. No password: the API mails a link to set one, and success opens the
 * account-created dialog.
 */
export function SignUpEmailDialog({ switchTo, ...frame }: AuthDialogProps) {
  const t = useT();
  const wide = useMinWidth(WIDE_FORM_MIN_WIDTH);
  const phoneRules = usePhoneRules(frame.open && wide);
  const form = useAccountForm({
    initial: { first_name: '', last_name: '', email: '', phonecode: '', phone_number: '' },
    rules: {
      first_name: (value) => validateSignUpName(value, 'first', wide),
      last_name: (value) => validateSignUpName(value, 'last', wide),
      email: validateLoginEmail,
      phone_number: wide ? phoneRule(phoneRules) : () => null,
    },
    submit: async (values) => {
      const withPhone = wide && values.phone_number !== '';
      if (withPhone) await checkPhoneBeforeSending(values.phone_number, values.phonecode);
      await register(browserApi(), {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        ...(withPhone ? { phone_number: values.phone_number, phonecode: values.phonecode } : {}),
        location: foundLocationJson(),
        SignupFirstOrder: false,
      });
      switchTo({ kind: 'accountCreated', email: values.email.trim(), firstOrder: false });
    },
  });

  // The calling code starts as the visitor's country's, once the rules know it.
  const { setValue } = form;
  const codeEmpty = form.values.phonecode === '';
  useEffect(() => {
    if (!phoneRules || !codeEmpty) return;
    const code = phoneRules.callingCodeOfCountry(readCookie(COOKIE_NAMES.countryCode));
    if (code) setValue('phonecode', code);
  }, [phoneRules, codeEmpty, setValue]);

  return (
    <AccountDialog {...frame} title={t('account.signUpEmail')}>
      <AccountForm form={form} submitLabel={t('account.signUp')} busyLabel={t('account.signingUp')}>
        <div className="grid gap-4 min-[576px]:grid-cols-2">
          <NameFields field={form.field} />
        </div>
        <EmailField {...form.field('email')} />
        {wide ? <PhoneField form={form} /> : null}
        <p className="text-sm text-slate-700">{t('account.linkHint')}</p>
      </AccountForm>
      <SignInInstead switchTo={switchTo} />
    </AccountDialog>
  );
}
