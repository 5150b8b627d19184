import { PICKABLE_QUANTITIES } from '@reprise/domain/listings/split-rule';
import type { EventListingsData } from '@reprise/domain/schemas/event-listings';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { Button } from '../../ui/button';
import { FormFailure } from '../../ui/text-field';
import { TitledSection } from '../../ui/titled-section';
import { openAuthDialog } from '../account/auth-dialog-store';
import { useSessionUser } from '../account/use-session';
import {
  createPriceAlert,
  endPriceAlert,
  fetchPriceAlerts,
  type PriceAlert,
} from './price-alerts-api';

interface PriceAlertFormProps {
  /** The event page's answer: the event, its zones and the display currency (the target's). */
  answer: Pick<EventListingsData, 'event' | 'zones' | 'currency'>;
  /** The quantity the page shows listings for: the form starts with it. */
  quantity: number;
}

const FIELD =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900';
const LABEL = 'block text-sm font-semibold text-slate-900';

/** A target typed in major units ("80", "79.50") as minor units, or null when it is not a price. */
export function targetMinorOf(text: string, minorUnits: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(trimmed)) return null;
  const minor = Math.round(Number(trimmed.replace(',', '.')) * 10 ** minorUnits);
  return minor > 0 ? minor : null;
}

/**
 * The event page's price alert: "tell me when N tickets (in a zone) cost at most X each, all-in".
 * The page is shared (cached for everyone), so the fan's own alerts are read here, in the
 * browser, after hydration; an anonymous visitor gets a button that opens Sign in.
 */
export function PriceAlertForm({ answer, quantity }: PriceAlertFormProps) {
  const { zones, currency } = answer;
  const eventId = answer.event.id;
  const user = useSessionUser();
  const id = useId();
  const [alerts, setAlerts] = useState<PriceAlert[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useT();
  const language = useLanguage();
  const format = useLocaleFormat();
  const money = (minor: number) => format.money(minor, currency.code, currency.minorUnits);
  const zoneName = (zoneId: string | null) =>
    zoneId ? (zones.find((zone) => zone.id === zoneId)?.name ?? zoneId) : t('alert.anyZoneLower');
  const describe = (alert: PriceAlert) =>
    t('alert.describe', {
      tickets: t('event.tickets.count', { count: alert.quantity }),
      zone: zoneName(alert.zoneId),
      price: money(alert.targetMinor),
    });

  useEffect(() => {
    if (!user) return;
    let live = true;
    fetchPriceAlerts(browserApi(), eventId).then(
      (list) => live && setAlerts(list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [user, eventId]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const targetMinor = targetMinorOf(String(form.get('target') ?? ''), currency.minorUnits);
    if (targetMinor === null) {
      setFailure(t('alert.targetInvalid'));
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const alert = await createPriceAlert(browserApi(), {
        eventId,
        quantity: Number(form.get('quantity')),
        zoneId: String(form.get('zone') ?? '') || null,
        targetMinor,
        currency: currency.code,
      });
      setAlerts((list) => [...list, alert]);
      setStatus(t('alert.setStatus', { alert: describe(alert) }));
    } catch (error) {
      setFailure(apiErrorText(t, language, error));
    } finally {
      setBusy(false);
    }
  }

  async function stop(alert: PriceAlert) {
    try {
      await endPriceAlert(browserApi(), alert.id);
      setAlerts((list) => list.filter((other) => other.id !== alert.id));
      setStatus(t('alert.stoppedStatus', { alert: describe(alert) }));
    } catch (error) {
      setFailure(apiErrorText(t, language, error));
    }
  }

  return (
    <TitledSection
      title={t('alert.title')}
      className="rounded-lg border border-slate-300 p-4"
      headingClassName="text-lg font-bold"
    >
      <p className="text-sm text-slate-700">{t('alert.text')}</p>
      {user ? (
        <form onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-3" noValidate>
          <div>
            <label htmlFor={`${id}-quantity`} className={LABEL}>
              {t('alert.tickets')}
            </label>
            <select id={`${id}-quantity`} name="quantity" defaultValue={quantity} className={FIELD}>
              {PICKABLE_QUANTITIES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-zone`} className={LABEL}>
              {t('alert.zone')}
            </label>
            <select id={`${id}-zone`} name="zone" defaultValue="" className={FIELD}>
              <option value="">{t('alert.anyZone')}</option>
              {zones.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-target`} className={LABEL}>
              {t('alert.most', { currency: currency.code })}
            </label>
            <input
              id={`${id}-target`}
              name="target"
              inputMode="decimal"
              autoComplete="off"
              required
              className={FIELD}
            />
          </div>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={busy}>
              {t('alert.set')}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          tone="secondary"
          className="mt-3"
          onClick={() => openAuthDialog({ kind: 'signIn' })}
        >
          {t('alert.signIn')}
        </Button>
      )}
      <FormFailure message={failure} />
      <p role="status" className="text-sm text-slate-900">
        {status}
      </p>
      {alerts.length > 0 ? (
        <ul aria-label={t('alert.yours')} className="mt-2 grid gap-2">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex items-center justify-between gap-2 text-sm">
              <span>{describe(alert)}</span>
              <Button
                tone="secondary"
                aria-label={t('alert.stopLabel', { alert: describe(alert) })}
                onClick={() => stop(alert)}
              >
                {t('alert.stop')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </TitledSection>
  );
}
