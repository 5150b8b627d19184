import { useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { browserSessionUser } from '../../lib/session/session-user';
import { openAuthDialog } from '../account/auth-dialog-store';
import { useSessionUser } from '../account/use-session';
import { follows, toggleFavourite, useIsFavourite } from './favourites-store';
import type { SavedIdsStore } from './saved-ids-store';

/**
 * A heart over one kind of saved id: for an anonymous visitor it opens the Sign in dialog (and
 * saves once signed in); for a buyer it toggles at once and saves, undoing the heart on failure.
 */
function useSavedToggle(store: Pick<SavedIdsStore, 'toggle' | 'useIsSaved'>, id: number) {
  const user = useSessionUser();
  const saved = store.useIsSaved(user?.id ?? null, id);
  const [failed, setFailed] = useState(false);

  function save(userId: number, next: boolean) {
    setFailed(false);
    store.toggle(userId, id, next).catch(() => setFailed(true));
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
    save(user.id, !saved);
  }

  return { saved, failed, onClick };
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
    </svg>
  );
}

const favouriteStore = { toggle: toggleFavourite, useIsSaved: useIsFavourite };

interface FavouriteButtonProps {
  eventId: number;
  /** The event's name, for the button's accessible name. */
  eventName: string;
  className?: string;
}

/**
 * The favourite heart of event cards and the event page, saved with /api/favorities/save.
 */
export function FavouriteButton({ eventId, eventName, className = '' }: FavouriteButtonProps) {
  const t = useT();
  const { saved, failed, onClick } = useSavedToggle(favouriteStore, eventId);
  const label = t(saved ? 'favourite.remove' : 'favourite.add', { name: eventName });
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={failed ? t('favourite.failed') : label}
      onClick={onClick}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white text-red-700 shadow-md ring-1 ring-slate-300 hover:bg-slate-100 ${className}`}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}

/**
 * The heart of the performer page: follows the performer (the favourites call with performerId),
 * so the fan hears of the performer's new events and finds them under Following on /favorites.
 */
export function FollowButton({
  performerId,
  performerName,
}: {
  performerId: number;
  performerName: string;
}) {
  const t = useT();
  const { saved, failed, onClick } = useSavedToggle(follows, performerId);
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={saved}
        onClick={onClick}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-red-700 shadow-md ring-1 ring-slate-300 hover:bg-slate-100"
      >
        <HeartIcon filled={saved} />
        {/* The visible word starts the accessible name: "Follow Adele", "Following Adele". */}
        <span className="text-slate-900">{t(saved ? 'follow.following' : 'follow.follow')}</span>
        <span className="sr-only"> {performerName}</span>
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-white">
          {t('favourite.failed')}
        </p>
      ) : null}
    </div>
  );
}
