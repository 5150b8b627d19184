import { HOVER_DELAY_MS } from '@reprise/domain/constants';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { useHoverIntent } from './use-hover-intent';

export type OpenedBy = 'hover' | 'press';

// A mouse click on a menu that hover opened keeps it open, pinned: the visitor who clicks must see
// it stay, not vanish. A keyboard press (Enter/Space) fires a click with no click count (detail 0)
// and toggles, as does a click on a menu opened by a press.
/** How a hover menu is open after a click on its button: by press (pinned) or closed (null). */
export function openedByAfterClick(
  current: OpenedBy | null,
  event: Pick<MouseEvent, 'detail'>,
): OpenedBy | null {
  if (current === 'hover' && event.detail > 0) return 'press';
  return current ? null : 'press';
}

/**
 * One item of the desktop menu bar in the disclosure-navigation pattern: a real button with
 * aria-expanded that shows a panel of links. Enter/Space toggle, ArrowDown opens and moves into
 * the panel, Escape closes and gives focus back to the button; a resting mouse opens it, and a
 * mouse click then pins it open.
 */
export function MenuDisclosure({
  label,
  openedBy,
  onOpen,
  onClose,
  tone,
  children,
}: {
  label: string;
  /** How the panel was opened, or null when it is closed. */
  openedBy: OpenedBy | null;
  onOpen: (by: OpenedBy) => void;
  onClose: () => void;
  tone: 'white' | 'black';
  children: ReactNode;
}) {
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const hover = useHoverIntent(() => onOpen('hover'));
  const open = openedBy !== null;

  function onButtonClick(event: MouseEvent) {
    hover.onPointerLeave();
    const next = openedByAfterClick(openedBy, event);
    if (next) onOpen(next);
    else onClose();
  }

  useEffect(() => {
    if (open && focusFirst.current) {
      focusFirst.current = false;
      panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    }
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) panel.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    else {
      focusFirst.current = true;
      onOpen('press');
    }
  }

  // Escape from the button or anywhere in the panel closes it and gives focus back.
  function onItemKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      button.current?.focus();
    }
  }

  const buttonTone =
    tone === 'black'
      ? 'text-white hover:bg-white/10 aria-expanded:bg-white/15'
      : 'text-slate-900 hover:bg-slate-100 aria-expanded:bg-slate-100';

  return (
    <li {...hover} onKeyDown={onItemKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={`flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold ${buttonTone}`}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-40 mt-1 w-[min(60rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-4 text-slate-900 shadow-xl"
      >
        {children}
      </div>
    </li>
  );
}

/** Closes a menu opened by hover shortly after the mouse leaves it (re-entering cancels). */
export function useLeaveClose(onClose: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    schedule() {
      clearTimeout(timer.current);
      timer.current = setTimeout(onClose, HOVER_DELAY_MS);
    },
    cancel() {
      clearTimeout(timer.current);
    },
  };
}
