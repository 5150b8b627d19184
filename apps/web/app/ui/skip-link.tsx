import { useT } from '../lib/i18n/catalogue';
/** Id of the skip link: Back To Top moves focus here. */
export const SKIP_LINK_ID = 'skip-link';

/** First focusable element of every page: jumps past the header to `<main id="main">`. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      id={SKIP_LINK_ID}
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:font-semibold focus:text-slate-950 focus:shadow-lg"
    >
      {t('common.skipToContent')}
    </a>
  );
}
