import { blogPath } from '@reprise/domain/routes';
import { Link } from 'react-router';
import { AccountMenu } from '../features/account/account-menu';
import { HeaderSearch } from '../features/search/header-search';
import { useT } from '../lib/i18n/catalogue';
import { LogoLink } from '../ui/header/logo-link';
import type { ShellHeaderVariant } from '../ui/header/page-chrome';
import { PAGE_CONTAINER } from '../ui/page-container';
import { MenuSlot } from './menu-slot';

interface SiteHeaderProps {
  variant: ShellHeaderVariant;
  /** The page's URL country prefix (null: none). */
  countryCode: string | null;
}

const TONES = {
  // slate-900 on white: 17.7:1
  white: 'border-b border-slate-200 bg-white text-slate-900',
  // white on slate-950: 19.9:1
  black: 'bg-slate-950 text-white',
} as const;

/**
 * The site header in its four shell variants: white or black, plain or blog. Holds the
 * logo (home, in the visitor's country), the search box, the menus and Sign in or the profile menu.
 */
export function SiteHeader({ variant, countryCode }: SiteHeaderProps) {
  const t = useT();
  const tone = variant === 'defaultWhite' || variant === 'blogHeaderWhite' ? 'white' : 'black';
  const isBlog = variant === 'blogHeaderWhite' || variant === 'blogHeaderBlack';
  return (
    <header className={TONES[tone]} data-header-variant={variant}>
      <div className={`${PAGE_CONTAINER} flex items-center gap-3 py-3 sm:gap-4`}>
        <MenuSlot place="mobile" countryCode={countryCode} tone={tone} />
        <div className="flex shrink-0 items-baseline gap-2">
          <LogoLink countryCode={countryCode} />
          {isBlog ? (
            <Link
              to={blogPath(countryCode)}
              className={`rounded px-2 py-0.5 text-sm font-semibold ${
                tone === 'white' ? 'bg-brand-700 text-white' : 'bg-white text-slate-950'
              }`}
            >
              {t('header.blog')}
            </Link>
          ) : null}
        </div>
        <HeaderSearch className="min-w-0 flex-1" />
        <AccountMenu countryCode={countryCode} tone={tone} />
      </div>
      <MenuSlot place="desktop" countryCode={countryCode} tone={tone} />
    </header>
  );
}
