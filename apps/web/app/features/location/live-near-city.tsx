import type { City } from '@reprise/domain/schemas/geo';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../lib/api-client';
import { writeCookie } from '../../lib/cookies/browser-cookies';
import { useT } from '../../lib/i18n/catalogue';
import { Button } from '../../ui/button';
import { encodeCoordinates, LOCATIONS_COOKIE } from './visitor-coordinates';

/** Our city best matching a name typed by the fan, or null when none does. */
async function findCity(name: string): Promise<City | null> {
  try {
    return (await browserApi().get<{ data: City }>('/api/city', { city_name_search: name })).data;
  } catch {
    return null;
  }
}

/**
 * Which city Live Near is about, and the way to change it: the fan types a city, its point goes
 * into the same cookie the browser's geolocation fills, and the page loads again around it (the
 * server renders Live Near from that cookie, so the choice stays for later visits).
 */
export function LiveNearCity({ cityName }: { cityName: string | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const inputId = useId();
  const problemId = useId();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) {
      setProblem(t('liveNear.cityMissing'));
      return;
    }
    setBusy(true);
    const city = await findCity(wanted);
    setBusy(false);
    if (!city) {
      setProblem(t('liveNear.cityUnknown', { city: wanted }));
      return;
    }
    setProblem(null);
    writeCookie(LOCATIONS_COOKIE, encodeCoordinates(city));
    setOpen(false);
    await revalidator.revalidate();
  }

  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-800">
      <span>
        {cityName ? t('liveNear.eventsNear', { city: cityName }) : t('liveNear.eventsInCountry')}
      </span>
      <Button tone="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('liveNear.changeCity')}
      </Button>
      {open ? (
        <form onSubmit={onSubmit} noValidate className="flex w-full flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={inputId} className="font-semibold">
              {t('liveNear.city')}
            </label>
            <input
              id={inputId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="address-level2"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              className="min-h-11 rounded-md border border-slate-400 px-3"
            />
          </div>
          <Button type="submit" disabled={busy}>
            {t('liveNear.showNearCity')}
          </Button>
          {problem ? (
            <p id={problemId} role="alert" className="w-full text-red-800">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
