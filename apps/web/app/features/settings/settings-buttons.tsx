import { lazy, Suspense, useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';

// The dialogs (and Radix) load when first opened, keeping them out of every page's initial JS.
const CurrencyDialog = lazy(() =>
  import('./currency-dialog').then((m) => ({ default: m.CurrencyDialog })),
);
const LanguageDialog = lazy(() =>
  import('./language-dialog').then((m) => ({ default: m.LanguageDialog })),
);

type Open = 'currency' | 'language' | null;

/** The footer's Settings entries: Currency and Language, each opening its dialog. */
export function SettingsButtons({ buttonClassName }: { buttonClassName: string }) {
  const t = useT();
  const [open, setOpen] = useState<Open>(null);
  // Mounted from the first open on, so the close animation and focus return work.
  const [mounted, setMounted] = useState<{ currency: boolean; language: boolean }>({
    currency: false,
    language: false,
  });

  function show(which: 'currency' | 'language') {
    setMounted((m) => ({ ...m, [which]: true }));
    setOpen(which);
  }
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <>
      <li>
        <button type="button" className={buttonClassName} onClick={() => show('currency')}>
          {t('settings.currency')}
        </button>
      </li>
      <li>
        <button type="button" className={buttonClassName} onClick={() => show('language')}>
          {t('settings.language')}
        </button>
      </li>
      <Suspense fallback={null}>
        {mounted.currency ? (
          <CurrencyDialog open={open === 'currency'} onOpenChange={onOpenChange} />
        ) : null}
        {mounted.language ? (
          <LanguageDialog open={open === 'language'} onOpenChange={onOpenChange} />
        ) : null}
      </Suspense>
    </>
  );
}
