import { useT } from '../../lib/i18n/catalogue';
import { SKIP_LINK_ID } from '../skip-link';

/** Scrolls to the top and puts keyboard focus there too (on the skip link), not just the view. */
export function BackToTop({ className }: { className: string }) {
  const t = useT();
  function toTop() {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById(SKIP_LINK_ID)?.focus({ preventScroll: true });
  }
  return (
    <button type="button" onClick={toTop} className={className}>
      {t('footer.backToTop')} <span aria-hidden="true">↑</span>
    </button>
  );
}
