import {
  ACCOUNT_MESSAGES,
  PROFILE_LOCATION_MAX,
  validateSignUpName,
} from '@reprise/domain/identity/account-fields';
import { useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { FormFailure, TextField } from '../../ui/text-field';
import { type BuyerUser, saveProfile } from './account-api';
import { NameFields } from './name-fields';
import { PhoneField } from './phone-field';
import { checkPhoneBeforeSending, phoneRule, usePhoneRules } from './phone-rules';
import { locationLabel, withLocationLabel } from './profile-location';
import { useAccountForm } from './use-account-form';
import { useSessionChanged } from './use-session';

function validateLocation(value: string): string | null {
  return value.trim().length > PROFILE_LOCATION_MAX ? ACCOUNT_MESSAGES.locationTooLong : null;
}

/** The account page's details: names, phone and location, saved with /api/save-profile. */
export function ProfileForm({ profile }: { profile: BuyerUser }) {
  const t = useT();
  const [saved, setSaved] = useState(false);
  const sessionChanged = useSessionChanged();
  const phoneRules = usePhoneRules(true);
  const form = useAccountForm({
    initial: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phonecode: profile.phonecode ?? '',
      phone_number: profile.phone_number ?? '',
      location: locationLabel(profile.location),
    },
    rules: {
      first_name: (value) => validateSignUpName(value, 'first'),
      last_name: (value) => validateSignUpName(value, 'last'),
      phone_number: phoneRule(phoneRules),
      location: validateLocation,
    },
    submit: async (values) => {
      setSaved(false);
      await checkPhoneBeforeSending(values.phone_number, values.phonecode);
      await saveProfile(browserApi(), {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone_number: values.phone_number,
        phonecode: values.phone_number ? values.phonecode : '',
        location: withLocationLabel(profile.location, values.location),
      });
      setSaved(true);
      // The header shows the names from the re-issued userObject cookie.
      await sessionChanged();
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="grid gap-4"
      aria-labelledby="details-title"
    >
      <h2 id="details-title" className="text-xl font-bold">
        {t('myAccount.details')}
      </h2>
      <div className="grid gap-4 min-[576px]:grid-cols-2">
        <NameFields field={form.field} />
      </div>
      <TextField
        label={t('account.email')}
        type="email"
        value={profile.email}
        readOnly
        disabled
        name="email"
      />
      <PhoneField form={form} />
      <TextField
        label={t('myAccount.location')}
        autoComplete="address-level2"
        placeholder={t('myAccount.locationPlaceholder')}
        {...form.field('location')}
      />
      <FormFailure message={form.failure} />
      <p role="status" className="text-sm text-slate-900">
        {saved ? t('myAccount.saved') : ''}
      </p>
      <div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? t('myAccount.saving') : t('myAccount.save')}
        </Button>
      </div>
    </form>
  );
}
