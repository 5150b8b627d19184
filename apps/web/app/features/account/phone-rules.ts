import { useEffect, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client';

type PhoneRules = typeof import('@reprise/domain/identity/phone-number');

let loading: Promise<PhoneRules> | null = null;

/** The phone rules (libphonenumber-js), loaded on first use: only where the phone field shows. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('@reprise/domain/identity/phone-number').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The phone rules once loaded, starting the load when `wanted` turns true; null until then. */
export function usePhoneRules(wanted: boolean): PhoneRules | null {
  const [rules, setRules] = useState<PhoneRules | null>(null);
  useEffect(() => {
    if (!wanted || rules) return;
    let live = true;
    loadPhoneRules().then(
      (loaded) => {
        if (live) setRules(loaded);
      },
      () => {
        // Offline: the API checks the number with the same rules and says what is wrong.
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, rules]);
  return rules;
}

/** The phone field's rule for a form: the phone message once the rules are loaded. */
export function phoneRule(rules: PhoneRules | null) {
  return (digits: string, values: Readonly<Record<string, string>>) =>
    rules ? rules.validatePhoneNumber(digits, values.phonecode ?? '') : null;
}

/**
 * Checks a phone number before it is sent, loading the rules if a slow line has not brought them
 * yet; a bad number fails like the API would, with its phone message.
 */
export async function checkPhoneBeforeSending(digits: string, callingCode: string): Promise<void> {
  if (!digits) return;
  const message = (await loadPhoneRules()).validatePhoneNumber(digits, callingCode);
  if (message) throw new ApiRequestError(400, { message, field: 'phone_number' });
}
