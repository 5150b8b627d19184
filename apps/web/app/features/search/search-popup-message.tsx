import { useT } from '../../lib/i18n/catalogue';
import { emptyResultText, type SearchBoxVariant } from './search-texts';

interface SearchPopupMessageProps {
  variant: SearchBoxVariant;
  /** The text the message is about (the one searched). */
  query: string;
  /** empty: the variant's no-result text and the hint; pending: nothing to show yet. */
  kind: 'empty' | 'pending' | 'error' | null;
}

/** What the popup says instead of options. */
export function SearchPopupMessage({ variant, query, kind }: SearchPopupMessageProps) {
  const t = useT();
  if (kind === 'empty') {
    return (
      <div className="px-4 py-4">
        <p className="font-semibold text-slate-950">{emptyResultText(t, variant, query)}</p>
        <p className="mt-1 text-sm text-slate-700">{t('search.hint')}</p>
      </div>
    );
  }
  if (kind === 'pending')
    return <p className="px-4 py-4 text-sm text-slate-700">{t('search.searching')}</p>;
  if (kind === 'error') {
    return <p className="px-4 py-4 text-sm text-slate-700">{t('search.unavailable')}</p>;
  }
  return null;
}
