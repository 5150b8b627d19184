import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import { SUPPORT_EMAIL } from '../../ui/footer/footer-links';

const LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:no-underline';

interface OrderFailureProps {
  /** What went wrong, in the gateway's or our words ("Your card was declined."). */
  reason: string;
  /** The event page, for "Try different tickets." */
  eventHref: string;
}

/**
 * The order failure guidance (guidance only): why the payment did not go
 * through, then what to do — recheck the payment information, try another method, try different
 * tickets, contact support. The tickets stay reserved while the countdown runs.
 */
export function OrderFailure({ reason, eventHref }: OrderFailureProps) {
  const t = useT();
  const summary = useRef<HTMLDivElement>(null);
  // The buyer pressed Pay far below: move them to what went wrong, on every screen size.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new reason is a new failure
  useEffect(() => {
    summary.current?.focus({ preventScroll: true });
    summary.current?.scrollIntoView({ block: 'start' });
  }, [reason]);
  return (
    <div
      ref={summary}
      role="alert"
      tabIndex={-1}
      aria-labelledby="order-failure-heading"
      className="scroll-mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-slate-900 focus:outline-3 focus:outline-offset-2 focus:outline-red-800"
    >
      <h2 id="order-failure-heading" className="font-bold text-red-800">
        {t('failure.title')}
      </h2>
      <p className="mt-1">{reason}</p>
      <p className="mt-2">{t('failure.text')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>{t('failure.recheck')}</li>
        <li>{t('failure.another')}</li>
        <li>
          <Link to={eventHref} className={LINK}>
            {t('failure.different')}
          </Link>
        </li>
        <li>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK}>
            {t('failure.support')}
          </a>
        </li>
      </ul>
    </div>
  );
}
