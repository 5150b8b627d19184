import type { WaitingRoomStatus } from '@reprise/domain/schemas/waiting-room';
import { nextPollMs, roundedWait } from '@reprise/domain/waiting-room/waiting-room-rules';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { type Translate, useT } from '../../lib/i18n/catalogue';
import { buttonClass } from '../../ui/button';
import { fetchRoomStatus } from './waiting-room-api';

/** What the holding page says about a place in the queue, in plain words. */
export function placeText(status: WaitingRoomStatus, t: Translate): string {
  if (status.state === 'admitted') return t('waitingRoom.admitted');
  if (status.state === 'off') return t('waitingRoom.over');
  const opening = status.opensAt && Date.parse(status.opensAt) > Date.parse(status.serverNow);
  const place = { position: status.position ?? 0, length: status.queueLength ?? 0 };
  const wait = roundedWait(status.estimatedWaitSeconds ?? 0);
  return t(opening ? 'waitingRoom.placeBeforeOpening' : 'waitingRoom.place', { ...place, ...wait });
}

/**
 * The holding page of an on-sale: the fan's place and an honest estimate, asked again every few
 * seconds near the front (announced politely to screen readers), and on to the tickets once it
 * is their turn.
 */
export function WaitingRoomPage({
  eventName,
  initial,
  returnTo,
}: {
  eventName: string;
  initial: WaitingRoomStatus;
  returnTo: string;
}) {
  const [status, setStatus] = useState(initial);
  const [trouble, setTrouble] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = status.state !== 'waiting';
  const t = useT();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (done) {
      window.location.assign(returnTo);
      return;
    }
    const api = browserApi();
    const timer = window.setTimeout(() => {
      fetchRoomStatus(api, status.eventId).then(
        (next) => {
          setTrouble(false);
          setStatus(next);
        },
        () => {
          setTrouble(true);
          // A new object: the effect runs again and schedules the next ask.
          setStatus((current) => ({ ...current }));
        },
      );
    }, nextPollMs(status.estimatedWaitSeconds));
    return () => window.clearTimeout(timer);
  }, [done, returnTo, status]);

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <title>{t('waitingRoom.documentTitle', { event: eventName })}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
        {t('waitingRoom.kicker')}
      </p>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl font-bold outline-none">
        {done ? t('waitingRoom.yourTurn') : t('waitingRoom.inQueue')}
      </h1>
      <p className="mt-2 text-lg text-slate-700">{eventName}</p>
      <div
        className="mt-8 rounded-lg border border-slate-300 bg-white p-6"
        aria-live="polite"
        aria-atomic="true"
        data-testid="waiting-room-status"
      >
        {status.state === 'waiting' ? (
          <p className="text-5xl font-bold text-slate-900">
            <span className="sr-only">{t('waitingRoom.placeLabel')} </span>
            {status.position}
          </p>
        ) : null}
        <p className="mt-3 text-slate-800">{placeText(status, t)}</p>
        {trouble ? <p className="mt-3 text-slate-800">{t('waitingRoom.trouble')}</p> : null}
      </div>
      <p className="mt-6 text-slate-700">{t('waitingRoom.keepOpen')}</p>
      {done ? (
        <a className={buttonClass('primary', 'mt-6')} href={returnTo}>
          {t('waitingRoom.goToTickets')}
        </a>
      ) : null}
    </main>
  );
}
