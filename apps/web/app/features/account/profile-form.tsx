import { validateSignUpName } from '@reprise/domain/identity/account-fields';
import { useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { type BuyerUser, saveProfile } from './account-api';
import { PhoneField } from './phone-field';
import { checkPhoneBeforeSending, phoneRule, usePhoneRules } from './phone-rules';
import { locationLabel, withLocationLabel } from './profile-location';
import { FormFailure, TextField } from './text-field';
import { useAccountForm } from './use-account-form';
import { useSessionChanged } from './use-session';

const LOCATION_MAX = 120;

function validateLocation(value: string): string | null {
  return value.trim().length > LOCATION_MAX
    ? `Location must be at most ${LOCATION_MAX} characters`
    : null;
}

/** The account page's details: names, phone and location, saved with /api/save-profile. */
export function ProfileForm({ profile }: { profile: BuyerUser }) {
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
  const phone = form.field('phone_number');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit}
      className="grid gap-4"
      aria-labelledby="details-title"
    >
      <h2 id="details-title" className="text-xl font-bold">
        Your details
      </h2>
      <div className="grid gap-4 min-[576px]:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
      </div>
      <TextField label="Email" type="email" value={profile.email} readOnly disabled name="email" />
      <PhoneField
        callingCode={form.values.phonecode}
        digits={form.values.phone_number}
        onCallingCodeChange={(value) => form.setValue('phonecode', value)}
        onDigitsChange={(value) => form.setValue('phone_number', value)}
        onBlur={phone.onBlur}
        error={phone.error}
      />
      <TextField
        label="Location (optional)"
        autoComplete="address-level2"
        placeholder="Town or city"
        {...form.field('location')}
      />
      <FormFailure message={form.failure} />
      <p role="status" className="text-sm text-slate-900">
        {saved ? 'Your details have been saved.' : ''}
      </p>
      <div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
