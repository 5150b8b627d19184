import type { WaitingRoomStatus } from '@reprise/domain/schemas/waiting-room';
import { describeWait, nextPollMs } from '@reprise/domain/waiting-room/waiting-room-rules';
import { useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api-client';
import { buttonClass } from '../../ui/button';
import { fetchRoomStatus } from './waiting-room-api';

/** What the holding page says about a place in the queue, in plain words. */
export function placeText(status: WaitingRoomStatus): string {
  if (status.state === 'admitted') return "It's your turn! Taking you to the tickets now.";
  if (status.state === 'off') return 'The queue is over. Taking you to the tickets now.';
  const opening = status.opensAt && Date.parse(status.opensAt) > Date.parse(status.serverNow);
  const place = `You are number ${status.position} of ${status.queueLength} in the queue.`;
  const wait = `Your estimated wait is ${describeWait(status.estimatedWaitSeconds ?? 0)}.`;
  return opening
    ? `${place} Everyone who arrives before the sale opens gets a random place, so arriving early gives no head start. ${wait}`
    : `${place} ${wait}`;
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
      <title>{`You're in the queue: ${eventName} | Reprise`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Waiting room</p>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-3xl font-bold outline-none">
        {done ? "It's your turn" : "You're in the queue"}
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
            <span className="sr-only">Place </span>
            {status.position}
          </p>
        ) : null}
        <p className="mt-3 text-slate-800">{placeText(status)}</p>
        {trouble ? (
          <p className="mt-3 text-slate-800">
            We couldn't check your place just now. Keep this page open: you won't lose it.
          </p>
        ) : null}
      </div>
      <p className="mt-6 text-slate-700">
        Keep this page open. You don't need to refresh: it updates by itself, and you keep your
        place if you do.
      </p>
      {done ? (
        <a className={buttonClass('primary', 'mt-6')} href={returnTo}>
          Go to the tickets
        </a>
      ) : null}
    </main>
  );
}
