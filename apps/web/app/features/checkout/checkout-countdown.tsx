import { CHECKOUT_TIMER_INTERVAL_MS } from '@reprise/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { formatCountdown, remainingMs } from './countdown-clock';

/** The countdown's labels, verbatim. */

interface CheckoutCountdownProps {
  /** The hold's expires_at on the server's clock. */
  expiresAt: string;
  /** How far the server's clock is ahead of this browser's. */
  skewMs: number;
  /** The order is being paid: the timer is hidden and does not expire the checkout. */
  processing: boolean;
  /** Called once when the time left reaches 00:00. */
  onExpire: () => void;
}

/**
 * The checkout header's countdown: time left on the hold, redrawn every 900 ms,
 * 'Tickets Reserved For:' then 'Time Expired:' at 00:00, when it calls `onExpire` once. Hidden
 * while the order is processing.
 */
export function CheckoutCountdown({
  expiresAt,
  skewMs,
  processing,
  onExpire,
}: CheckoutCountdownProps) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(expiresAt, skewMs, now);
  const expired = left === 0;
  const latestOnExpire = useRef(onExpire);
  latestOnExpire.current = onExpire;
  const firedFor = useRef<string | null>(null);

  useEffect(() => {
    if (processing || expired) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), CHECKOUT_TIMER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [processing, expired]);

  useEffect(() => {
    if (!expired || processing || firedFor.current === expiresAt) return;
    firedFor.current = expiresAt;
    latestOnExpire.current();
  }, [expired, processing, expiresAt]);

  if (processing) return null;
  return (
    <div
      role="timer"
      className={`flex items-baseline gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
        expired ? 'bg-red-50 text-red-800' : 'bg-violet-50 text-brand-700'
      }`}
    >
      <span>{t(expired ? 'checkout.timeExpired' : 'checkout.reservedFor')}</span>
      <span className="text-base tabular-nums">{formatCountdown(left)}</span>
    </div>
  );
}
