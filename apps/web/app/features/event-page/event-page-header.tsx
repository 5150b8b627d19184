import { displayEventTitle } from '@reprise/domain/event-title';
import type { EventSummary } from '@reprise/domain/schemas/catalog';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { LogoLink } from '../../ui/header/logo-link';
import { AccountMenu } from '../account/account-menu';
import { EventDate } from '../events/event-date';
import { venueLocation } from '../events/venue-location';
import { FavouriteButton } from '../favourites/favourite-button';

// The share dialog (and Radix Dialog with it) loads on the first press, not with the page.
const ShareDialog = lazy(() =>
  import('../share/share-dialog').then((m) => ({ default: m.ShareDialog })),
);

const SHARE_BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-400 px-4 font-semibold text-slate-900 hover:bg-slate-100';

function ShareButton({ url, subject }: { url: string; subject: string }) {
  const t = useT();
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <button type="button" className={SHARE_BUTTON} onClick={() => setWanted(true)}>
      {t('event.share')}
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ShareDialog
        url={url}
        subject={subject}
        defaultOpen
        trigger={
          <button type="button" className={SHARE_BUTTON}>
            {t('event.share')}
          </button>
        }
      />
    </Suspense>
  );
}

interface EventPageHeaderProps {
  event: EventSummary;
  countryCode: string | null;
  /** Absolute URL the share dialog offers (the page as it is, view included). */
  shareUrl: string;
}

/**
 * The eventPageHeader: the logo home, share, favourite and profile, then the event's
 * name (the page's h1, without '(Rescheduled from …)'), its date in the venue's zone (narrow and
 * '@' forms) and its venue.
 */
export function EventPageHeader({ event, countryCode, shareUrl }: EventPageHeaderProps) {
  const title = displayEventTitle(event.name);
  return (
    <header
      className="border-b border-slate-200 bg-white text-slate-900"
      data-header-variant="eventPageHeader"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <LogoLink countryCode={countryCode} />
        <div className="ml-auto flex items-center gap-2">
          <ShareButton url={shareUrl} subject={title} />
          <FavouriteButton eventId={event.id} eventName={title} />
          <AccountMenu countryCode={countryCode} tone="white" />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-5">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 text-base text-slate-800 sm:text-lg">
          <EventDate startsAt={event.startsAt} timezone={event.timezone} />
        </p>
        <p className="text-base text-slate-700 sm:text-lg">{venueLocation(event)}</p>
      </div>
    </header>
  );
}
