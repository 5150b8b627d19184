import { Link } from 'react-router';
import type { FooterLink as FooterLinkData } from './footer-links';

const LINK = 'inline-flex min-h-6 items-center underline-offset-2 hover:underline';

/** One footer link: router links for site paths, plain anchors for mail, anchors and outside. */
export function FooterLink({ link }: { link: FooterLinkData }) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={LINK}>
        {link.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (!link.href.startsWith('/')) {
    return (
      <a href={link.href} className={LINK}>
        {link.label}
      </a>
    );
  }
  return (
    <Link to={link.href} className={LINK}>
      {link.label}
    </Link>
  );
}
