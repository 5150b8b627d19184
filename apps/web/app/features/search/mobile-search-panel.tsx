import * as Dialog from '@radix-ui/react-dialog';
import { type RefObject, useRef } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { SearchCombobox } from './search-combobox';
import { CloseIcon } from './search-icon';

export interface MobileSearchPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the panel: focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone search: a full-screen Radix dialog, which traps focus, closes on Escape and
 * locks page scroll while open. Loaded on first use, so phones pay for it only when they search.
 */
export default function MobileSearchPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: MobileSearchPanelProps) {
  const t = useT();
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          ref={contentRef}
          aria-describedby={undefined}
          // The text box, not the close button, gets focus: the visitor came here to type.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
          }}
          // No Radix trigger exists (the button lives outside this lazy module): return focus by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-0 z-50 overflow-y-auto bg-white px-4 pb-8 pt-3 text-slate-900"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <Dialog.Title className="text-lg font-bold">{t('search.dialogTitle')}</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('search.closeSearch')}
                className="inline-flex size-11 items-center justify-center rounded-full text-slate-900 hover:bg-slate-100"
              >
                <CloseIcon className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <SearchCombobox
            variant="header"
            layout="inline"
            landmarkLabel={t('search.siteSearch')}
            escapeKeys={false}
            onNavigate={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
