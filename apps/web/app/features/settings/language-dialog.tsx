import { LANGUAGE_OPTIONS } from '@reprise/domain/constants';
import { Dialog } from '../../ui/dialog';

/** The language the site is written in. */
const CURRENT_LANGUAGE = 'English';

interface LanguageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Language dialog (Deutsch, English, Español, Français; "no action shown"):
 * English is marked current and choosing any language just closes it.
 */
export function LanguageDialog({ open, onOpenChange }: LanguageDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Language">
      <ul className="grid gap-2">
        {LANGUAGE_OPTIONS.map(({ name, tag }) => {
          const selected = name === CURRENT_LANGUAGE;
          return (
            <li key={tag}>
              <button
                type="button"
                lang={tag}
                aria-pressed={selected}
                onClick={() => onOpenChange(false)}
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
