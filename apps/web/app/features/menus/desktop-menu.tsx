import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { MegaMenuPanel, TitleListPanel } from './mega-menu-panel';
import { type MenuData, shownTitleLists, TITLE_LIST_LABELS } from './menu-data';
import { MenuDisclosure, type OpenedBy, useLeaveClose } from './menu-disclosure';

/**
 * The desktop menu bar: the mega-menu of up to MEGA_MENU_CATEGORIES categories with
 * their genres and performers, then the region's league and genre titles. One panel at a time.
 */
export function DesktopMenu({
  menu,
  countryCode,
  tone = 'black',
  className = '',
}: {
  menu: MenuData;
  countryCode: string | null;
  /** The header's colours (ui/header tone): light text on black, dark text on white. */
  tone?: 'white' | 'black';
  className?: string;
}) {
  const t = useT();
  const [open, setOpen] = useState<{ key: string; by: OpenedBy } | null>(null);
  const nav = useRef<HTMLElement>(null);
  const close = () => setOpen(null);
  const leave = useLeaveClose(close);

  // A press outside the menu closes it, as focus leaving it does.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = [
    ...menu.categories.map((category) => ({
      key: category.path,
      label: category.category.name,
      panel: <MegaMenuPanel category={category} countryCode={countryCode} onNavigate={close} />,
    })),
    ...shownTitleLists(menu).map((which) => ({
      key: which,
      label: t(TITLE_LIST_LABELS[which]),
      panel: <TitleListPanel entries={menu[which]} countryCode={countryCode} onNavigate={close} />,
    })),
  ];
  if (items.length === 0) return null;

  return (
    <nav
      ref={nav}
      aria-label={t('menu.browse')}
      className={`relative ${className}`}
      onPointerEnter={leave.cancel}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && open?.by === 'hover') leave.schedule();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) close();
      }}
    >
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <MenuDisclosure
            key={item.key}
            label={item.label}
            tone={tone}
            openedBy={open?.key === item.key ? open.by : null}
            onOpen={(by) => setOpen({ key: item.key, by })}
            onClose={close}
          >
            {item.panel}
          </MenuDisclosure>
        ))}
      </ul>
    </nav>
  );
}
