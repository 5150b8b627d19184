import { useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { browserSessionUser } from '../../lib/session/session-user';
import { openAuthDialog } from '../account/auth-dialog-store';
import { useSessionUser } from '../account/use-session';
import { toggleFavourite, useIsFavourite } from './favourites-store';

interface FavouriteButtonProps {
  eventId: number;
  /** The event's name, for the button's accessible name. */
  eventName: string;
  className?: string;
}

/**
 * The favourite heart of event cards and the event page: for an anonymous visitor it opens
 * the Sign in dialog (and saves the favourite once signed in); for a buyer it toggles the
 * favourite at once and saves it with /api/favorities/save, undoing the heart if that fails.
 */
export function FavouriteButton({ eventId, eventName, className = '' }: FavouriteButtonProps) {
  const t = useT();
  const user = useSessionUser();
  const favourite = useIsFavourite(user?.id ?? null, eventId);
  const [failed, setFailed] = useState(false);

  function save(userId: number, next: boolean) {
    setFailed(false);
    toggleFavourite(userId, eventId, next).catch(() => setFailed(true));
  }

  function onClick() {
    if (!user) {
      openAuthDialog(
        { kind: 'signIn' },
        {
          afterSignIn: () => {
            const signedIn = browserSessionUser();
            if (signedIn) save(signedIn.id, true);
          },
        },
      );
      return;
    }
    save(user.id, !favourite);
  }

  const label = t(favourite ? 'favourite.remove' : 'favourite.add', { name: eventName });
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={label}
      title={failed ? t('favourite.failed') : label}
      onClick={onClick}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white text-red-700 shadow-md ring-1 ring-slate-300 hover:bg-slate-100 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill={favourite ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </svg>
    </button>
  );
}
