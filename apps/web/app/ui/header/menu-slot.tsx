import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { DesktopMenu } from '../../features/menus/desktop-menu';
import type { MenuData } from '../../features/menus/menu-data';
import { MobileMenu } from '../../features/menus/mobile-menu';
import { currentCurrency } from '../../features/settings/currency-choice';

// The currency dialog (and its list request) loads only when the mobile menu's entry is used.
const CurrencyDialog = lazy(() =>
  import('../../features/settings/currency-dialog').then((m) => ({ default: m.CurrencyDialog })),
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
  const menu = useRouteLoaderData<{ menu?: MenuData }>('root')?.menu;
  if (!menu) return null;
  if (place === 'desktop') {
    return (
      <DesktopMenu menu={menu} countryCode={countryCode} tone={tone} className="hidden lg:block" />
    );
  }
  return <MobileMenuWithCurrency menu={menu} countryCode={countryCode} />;
}

function MobileMenuWithCurrency({
  menu,
  countryCode,
}: {
  menu: MenuData;
  countryCode: string | null;
}) {
  const [currencyOpen, setCurrencyOpen] = useState(false);
  const [currencyUsed, setCurrencyUsed] = useState(false);
  const [label, setLabel] = useState<string | undefined>();
  // Cookies are read after hydration so the server and the first client render agree.
  useEffect(() => {
    const { code, symbol } = currentCurrency();
    setLabel(`${code} ${symbol}`);
  }, []);
  return (
    <div className="lg:hidden">
      <MobileMenu
        menu={menu}
        countryCode={countryCode}
        currencyLabel={label}
        onOpenCurrency={() => {
          setCurrencyUsed(true);
          setCurrencyOpen(true);
        }}
      />
      {currencyUsed ? (
        <Suspense fallback={null}>
          <CurrencyDialog open={currencyOpen} onOpenChange={setCurrencyOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
