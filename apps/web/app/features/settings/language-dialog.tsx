import { COOKIE_NAMES, LANGUAGE_OPTIONS } from '@reprise/domain/constants';
import { useRevalidator } from 'react-router';
import { writeCookie } from '../../lib/cookies/browser-cookies';
import { useLanguage, useT } from '../../lib/i18n/catalogue';
import { Dialog } from '../../ui/dialog';

interface LanguageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Language dialog (Deutsch, English, Español, Français, each in its own language): the page's
 * language is marked current; choosing another keeps it in the language cookie and loads the
 * page's data again in it, without a full page load (ADR 0024).
 */
export function LanguageDialog({ open, onOpenChange }: LanguageDialogProps) {
  const t = useT();
  const current = useLanguage();
  const revalidator = useRevalidator();

  function choose(tag: string) {
    onOpenChange(false);
    if (tag === current) return;
    writeCookie(COOKIE_NAMES.language, tag);
    void revalidator.revalidate();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('settings.languageTitle')}>
      <ul className="grid gap-2">
        {LANGUAGE_OPTIONS.map(({ name, tag }) => {
          const selected = tag === current;
          return (
            <li key={tag}>
              <button
                type="button"
                lang={tag}
                aria-pressed={selected}
                onClick={() => choose(tag)}
                className={`flex min-h-11 w-full items-center rounded-md border px-3 py-2 text-left font-semibold ${
                  selected
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 text-slate-900 hover:bg-slate-100'
                }`}
              >
                {name}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
