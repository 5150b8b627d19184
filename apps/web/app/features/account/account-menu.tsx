import { USER_MENU_HOVER_MIN_WIDTH } from '@reprise/domain/constants';
import { ACCOUNT_SETTINGS } from '@reprise/domain/content/account-settings';
import { withCountryPrefix } from '@reprise/domain/country';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { browserApi } from '../../lib/api-client';
import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import { clearBrowserSession } from '../../lib/session/clear-session';
import type { SessionUser } from '../../lib/session/session-user';
import { buttonClass } from '../../ui/button';
import { useMinWidth } from '../../ui/use-min-width';
import { type OpenedBy, openedByAfterClick, useLeaveClose } from '../menus/menu-disclosure';
import { useHoverIntent } from '../menus/use-hover-intent';
import { logout } from './account-api';
import { openAuthDialog } from './auth-dialog-store';
import { useSessionUser } from './use-session';

interface AccountMenuProps {
  countryCode: string | null;
  tone: 'white' | 'black';
}

// The profile menu's links by their key, in the page's language.
const LINK_TITLES: Partial<Record<string, MessageKey>> = {
  myaccount: 'account.menu.myaccount',
  mytickets: 'account.menu.mytickets',
  favorites: 'account.menu.favorites',
};

/**
 * The header's account control: signed out, a Sign in button that opens the Sign in
 * dialog; signed in, the profile menu.
 */
export function AccountMenu({ countryCode, tone }: AccountMenuProps) {
  const t = useT();
  const user = useSessionUser();
  const look = buttonClass(tone === 'white' ? 'primary' : 'inverse', 'shrink-0');
  if (!user) {
    return (
      <button type="button" className={look} onClick={() => openAuthDialog({ kind: 'signIn' })}>
        {t('header.signIn')}
      </button>
    );
  }
  return <ProfileMenu user={user} countryCode={countryCode} buttonClassName={look} />;
}

/** The links and buttons of an open menu list, in order. */
function menuItems(list: HTMLElement | null): HTMLElement[] {
  return [...(list?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
}

/**
 * The profile menu: the account-settings links of the static JSON file and Logout (to /). It
 * opens on hover from 1024 px, on click everywhere (phones ≤ 575 px have no hover), and from the
 * keyboard: Enter/Space toggle, ArrowDown opens into the list, arrows move, Escape closes and
 * gives focus back, Tab away closes. A mouse click on a menu that hover opened keeps it open (the
 * fan who clicks must see it stay), and pins it against the mouse leaving; the next click closes.
 */
export function ProfileMenu({
  user,
  countryCode,
  buttonClassName,
}: {
  user: SessionUser;
  countryCode: string | null;
  buttonClassName: string;
}) {
  const t = useT();
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const open = openedBy !== null;
  const setOpen = (next: boolean) => setOpenedBy(next ? 'press' : null);
  const [leaving, setLeaving] = useState(false);
  const hoverDevice = useMinWidth(USER_MENU_HOVER_MIN_WIDTH);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusFirst = useRef(false);
  const navigate = useNavigate();
  const hover = useHoverIntent(() => {
    if (hoverDevice) setOpenedBy((current) => current ?? 'hover');
  });
  const leave = useLeaveClose(() => setOpen(false));

  const items = () => menuItems(list.current);

  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      menuItems(list.current)[0]?.focus();
    }
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) items()[0]?.focus();
    else {
      focusFirst.current = true;
      setOpen(true);
    }
  }

  function onListKeyDown(event: KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(at + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? all[0] : all[all.length - 1])?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  }

  function onButtonClick(event: MouseEvent) {
    hover.onPointerLeave();
    leave.cancel();
    const { detail } = event;
    setOpenedBy((current) => openedByAfterClick(current, { detail }));
  }

  async function signOut() {
    setLeaving(true);
    try {
      await logout(browserApi());
    } catch {
      // The API could not be reached: forget the session here; the cookies expire on their own.
      clearBrowserSession();
    }
    setOpen(false);
    navigate('/');
    setLeaving(false);
  }

  const name = `${user.first_name} ${user.last_name}`.trim();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus-out only close or open what the button already controls
    <div
      className="relative shrink-0"
      {...hover}
      onPointerEnter={(event) => {
        hover.onPointerEnter(event);
        leave.cancel();
      }}
      onPointerLeave={(event) => {
        hover.onPointerLeave();
        if (hoverDevice && event.pointerType === 'mouse' && openedBy === 'hover') leave.schedule();
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        // Starts with the visible first name (WCAG 2.5.3, label in name).
        aria-label={name ? t('account.menuLabelNamed', { name }) : t('account.menuLabel')}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={`${buttonClassName} gap-2`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v1.5h16V19c0-2.8-3.6-5-8-5Z" />
        </svg>
        <span className="hidden max-w-32 truncate min-[576px]:inline">{user.first_name}</span>
      </button>
      <ul
        ref={list}
        id={listId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute right-0 top-full z-40 mt-1 w-56 rounded-lg border border-slate-200 bg-white py-2 text-slate-900 shadow-xl"
      >
        {ACCOUNT_SETTINGS.links.map((link) => {
          const title = LINK_TITLES[link.key];
          return (
            <li key={link.key}>
              <Link
                to={withCountryPrefix(link.path, countryCode)}
                onClick={() => setOpen(false)}
                className="block min-h-11 px-4 py-3 hover:bg-slate-100"
              >
                {title ? t(title) : link.title}
              </Link>
            </li>
          );
        })}
        <li className="border-t border-slate-200">
          <button
            type="button"
            onClick={signOut}
            disabled={leaving}
            className="block min-h-11 w-full px-4 py-3 text-left hover:bg-slate-100"
          >
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
