import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { DialogCloseButton } from '../../ui/dialog';
import { HamburgerIcon } from './hamburger-icon';
import { type MenuData, shownTitleLists, TITLE_LIST_LABELS } from './menu-data';
import { DrillRow, LinkList, levelContent, type MobileLevel, ROW } from './mobile-menu-levels';

/**
 * The mobile hamburger: a drawer with category → genre → performer levels, a Back
 * button on each level below the top, the region's leagues and genres, and a Currency entry.
 * Radix Dialog traps focus, closes on Escape and gives focus back to the hamburger button.
 */
export function MobileMenu({
  menu,
  countryCode,
  onOpenCurrency,
  currencyLabel,
  initiallyOpen = false,
}: {
  menu: MenuData;
  countryCode: string | null;
  /** Opens the currency dialog (owned by the shell) once the drawer has closed. */
  onOpenCurrency: () => void;
  /** The chosen currency, e.g. 'GBP £', shown beside the entry. */
  currencyLabel?: string;
  /** Open on mount: the hamburger was pressed before the menu had loaded. */
  initiallyOpen?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  const [level, setLevel] = useState<MobileLevel>({ kind: 'root' });
  const wantsCurrency = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const levelKey = JSON.stringify(level);

  // A new level replaces the list under the focus; land on its heading so reading starts there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per level change
  useEffect(() => {
    if (open && level.kind !== 'root') heading.current?.focus();
  }, [levelKey]);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setLevel({ kind: 'root' });
  }
  const close = () => onOpenChange(false);

  function back() {
    setLevel(
      level.kind === 'genre' ? { kind: 'category', category: level.category } : { kind: 'root' },
    );
  }

  const content = level.kind === 'root' ? null : levelContent(level, menu, t);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        aria-label={t('header.openMenu')}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-black/10"
      >
        <HamburgerIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={() => {
            // After focus is back on the hamburger, so the currency dialog returns it there too.
            if (wantsCurrency.current) {
              wantsCurrency.current = false;
              onOpenCurrency();
            }
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white text-slate-900 shadow-2xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <Dialog.Title className="text-lg font-bold">{t('menu.title')}</Dialog.Title>
            <DialogCloseButton label={t('menu.close')} className="size-11" />
          </div>
          <nav aria-label={t('menu.mobile')} className="flex-1 overflow-y-auto">
            {level.kind === 'root' ? (
              <ul>
                {menu.categories.map((category, index) => (
                  <DrillRow
                    key={category.path}
                    onClick={() => setLevel({ kind: 'category', category: index })}
                  >
                    {category.category.name}
                  </DrillRow>
                ))}
                {shownTitleLists(menu).map((which) => (
                  <DrillRow key={which} onClick={() => setLevel({ kind: 'titles', which })}>
                    {t(TITLE_LIST_LABELS[which])}
                  </DrillRow>
                ))}
                <li>
                  <button
                    type="button"
                    className={ROW}
                    onClick={() => {
                      wantsCurrency.current = true;
                      close();
                    }}
                  >
                    {t('settings.currency')}
                    {currencyLabel && <span className="text-slate-700">{currencyLabel}</span>}
                  </button>
                </li>
              </ul>
            ) : (
              <>
                <button
                  type="button"
                  onClick={back}
                  className={`${ROW} justify-start font-semibold`}
                >
                  <span aria-hidden="true">←</span> {t('menu.back')}
                </button>
                <h2 ref={heading} tabIndex={-1} className="px-4 pt-4 pb-2 text-xl font-bold">
                  {content?.title}
                </h2>
                {content?.all && (
                  <LinkList links={[content.all]} countryCode={countryCode} onNavigate={close} />
                )}
                {content?.drill && level.kind === 'category' ? (
                  <ul>
                    {content.links.map((link, index) => (
                      <DrillRow
                        key={link.path}
                        onClick={() =>
                          setLevel({ kind: 'genre', category: level.category, genre: index })
                        }
                      >
                        {link.label}
                      </DrillRow>
                    ))}
                  </ul>
                ) : (
                  <LinkList
                    links={content?.links ?? []}
                    countryCode={countryCode}
                    onNavigate={close}
                  />
                )}
              </>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
