import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
} from '@reprise/domain/notifications/notification-settings';
import { useId, useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { AccountSection } from './account-section';
import { saveNotificationSettings } from './notification-settings-api';

const KINDS: Record<NotificationKind, { label: MessageKey; hint: MessageKey }> = {
  priceAlerts: {
    label: 'notifications.priceAlerts',
    hint: 'notifications.priceAlertsHint',
  },
  followedPerformers: {
    label: 'notifications.followedPerformers',
    hint: 'notifications.followedPerformersHint',
  },
};

/**
 * The account page's notification settings: which optional mails the fan wants. Every such mail
 * also carries a one-click unsubscribe link; account and order mails always go.
 */
export function NotificationSettingsForm({ initial }: { initial: NotificationSettings | null }) {
  const t = useT();
  const titleId = useId();
  const [values, setValues] = useState(initial);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  if (!values) {
    return (
      <AccountSection title={t('notifications.title')}>
        <p className="text-slate-700">{t('notifications.loadFailed')}</p>
      </AccountSection>
    );
  }
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values) return;
    setStatus('saving');
    try {
      setValues(await saveNotificationSettings(browserApi(), values));
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }
  return (
    <form aria-labelledby={titleId} onSubmit={onSubmit} className="grid gap-4">
      <h2 id={titleId} className="text-xl font-bold">
        {t('notifications.title')}
      </h2>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-slate-700">{t('notifications.which')}</legend>
        {NOTIFICATION_KINDS.map((kind) => (
          <label key={kind} className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              name={kind}
              checked={values[kind]}
              onChange={(event) => {
                setValues({ ...values, [kind]: event.target.checked });
                setStatus('idle');
              }}
              className="mt-1 size-5 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-950">{t(KINDS[kind].label)}</span>
              <span className="block text-sm text-slate-700">{t(KINDS[kind].hint)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={status === 'saving'}>
          {t('notifications.save')}
        </Button>
        <p role="status" className="text-sm text-slate-800">
          {status === 'saved'
            ? t('notifications.saved')
            : status === 'failed'
              ? t('notifications.saveFailed')
              : ''}
        </p>
      </div>
    </form>
  );
}
