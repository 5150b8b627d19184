import { lazy, Suspense, useEffect, useState } from 'react';
import { DesktopMenu } from '../features/menus/desktop-menu';
import { HamburgerIcon } from '../features/menus/hamburger-icon';
import { useMenuData } from '../features/menus/use-menu-data';
import { currentCurrency } from '../features/settings/currency-choice';
import { useT } from '../lib/i18n/catalogue';
import { PAGE_CONTAINER } from '../ui/page-container';

// The drawer (and Radix Dialog) and the currency dialog load on first use, not with every page.
const MobileMenu = lazy(() =>
  import('../features/menus/mobile-menu').then((m) => ({ default: m.MobileMenu })),
);
const CurrencyDialog = lazy(() =>
  import('../features/settings/currency-dialog').then((m) => ({ default: m.CurrencyDialog })),
);

interface MenuSlotProps {
  /** The visitor's URL country prefix (null: none), for the menu links. */
  countryCode: string | null;
  /** The header's colours. */
  tone: 'white' | 'black';
  /** Which part of the header: the hamburger before the logo, or the desktop menu row. */
  place: 'mobile' | 'desktop';
}

/** The header menus: the hamburger drawer on phones, the mega-menu bar from 1024 px up. */
export function MenuSlot({ place, countryCode, tone }: MenuSlotProps) {
  return place === 'desktop' ? (
    <DesktopMenuSlot countryCode={countryCode} tone={tone} />
  ) : (
    <MobileMenuSlot countryCode={countryCode} />
  );
}

function DesktopMenuSlot({ countryCode, tone }: Omit<MenuSlotProps, 'place'>) {
  const menu = useMenuData(countryCode);
  // The row's height is reserved so the bar arriving after hydration shifts nothing. It sits in
  // the logo's column; the bar is pulled left by its buttons' padding so the first label's text,
  // not its hover background, lines up with the logo.
  return (
    <div className={`${PAGE_CONTAINER} hidden min-h-11 lg:block`}>
      {menu ? (
        <DesktopMenu menu={menu} countryCode={countryCode} tone={tone} className="-ml-3" />
      ) : null}
    </div>
  );
}

const HAMBURGER =
  'inline-flex size-11 items-center justify-center rounded-md hover:bg-black/10 lg:hidden';

function MobileMenuSlot({ countryCode }: { countryCode: string | null }) {
  const t = useT();
  const menu = useMenuData(countryCode);
  const [wanted, setWanted] = useState(false);
  const [currencyOpen, setCurrencyOpen] = useState(false);
  const [currencyUsed, setCurrencyUsed] = useState(false);
  const [label, setLabel] = useState<string | undefined>();
  // Cookies are read after hydration so the server and the first client render agree.
  useEffect(() => {
    const { code, symbol } = currentCurrency();
    setLabel(`${code} ${symbol}`);
  }, []);

  // Until the visitor asks for the menu, a plain button stands in for the drawer's trigger.
  const placeholder = (
    <button
      type="button"
      aria-label={t('header.openMenu')}
      className={HAMBURGER}
      onClick={() => setWanted(true)}
    >
      <HamburgerIcon />
    </button>
  );
  return (
    <div className="lg:hidden">
      {wanted && menu ? (
        <Suspense fallback={placeholder}>
          <MobileMenu
            menu={menu}
            countryCode={countryCode}
            currencyLabel={label}
            initiallyOpen
            onOpenCurrency={() => {
              setCurrencyUsed(true);
              setCurrencyOpen(true);
            }}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      {currencyUsed ? (
        <Suspense fallback={null}>
          <CurrencyDialog open={currencyOpen} onOpenChange={setCurrencyOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
