import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import type { FooterLink as FooterLinkData } from './footer-links';

const LINK = 'inline-flex min-h-6 items-center underline-offset-2 hover:underline';

/** One footer link: router links for site paths, plain anchors for mail, anchors and outside. */
export function FooterLink({ link }: { link: FooterLinkData }) {
  const t = useT();
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK}>
        {t(link.label)}
        <span className="sr-only">{t('footer.opensNewTab')}</span>
      </a>
    );
  }
  if (!link.href.startsWith('/')) {
    return (
      <a href={link.href} className={LINK}>
        {t(link.label)}
      </a>
    );
  }
  return (
    <Link to={link.href} className={LINK}>
      {t(link.label)}
    </Link>
  );
}
