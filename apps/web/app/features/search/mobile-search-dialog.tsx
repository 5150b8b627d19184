import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { SearchIcon } from './search-icon';

const loadPanel = () => import('./mobile-search-panel');
const MobileSearchPanel = lazy(loadPanel);

/** The phone search button; the full-screen search dialog loads when first opened. */
export function MobileSearchDialog({ triggerClassName = '' }: { triggerClassName?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('search.openSearch')}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Start fetching on press, so the dialog is usually there by the time the click lands.
        onPointerDown={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={`inline-flex size-11 items-center justify-center rounded-full hover:bg-current/10 ${triggerClassName}`}
      >
        <SearchIcon className="size-6" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileSearchPanel open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
