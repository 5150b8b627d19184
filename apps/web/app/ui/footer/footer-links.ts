import {
  aboutPath,
  blogPath,
  faqPath,
  pressPath,
  sitemapPath,
  staticPagePath,
} from '@reprise/domain/routes';

/** A footer link: a site path (kept in the visitor's country) or an outside address. */
export interface FooterLink {
  label: string;
  href: string;
  /** Outside links open in a new tab (announced to screen readers). */
  external?: boolean;
}

/** Our social accounts (placeholders until the real handles exist). */
export const SOCIAL_LINKS: readonly FooterLink[] = [
  { label: 'Twitter', href: 'https://twitter.com/reprise', external: true },
  { label: 'Facebook', href: 'https://www.facebook.com/reprise', external: true },
];

/** Where support mail goes. */
export const SUPPORT_EMAIL = 'support@reprise.example';
/** The separate seller point-of-sale product. */
export const POS_APP_URL = 'https://pos.reprise.example/';
/** Id of the footer's Sell section (the "Sell on Reprise" link points at it). */
export const SELL_SECTION_ID = 'sell';

/** Company column: About, Blog, Press. */
export function companyLinks(countryCode: string | null): FooterLink[] {
  return [
    { label: 'About', href: aboutPath(countryCode) },
    { label: 'Blog', href: blogPath(countryCode) },
    { label: 'Press', href: pressPath(countryCode) },
  ];
}

/** Support column: Guide, FAQ, Contact Support (mail), Sell on Reprise, the POS app. */
export function supportLinks(countryCode: string | null): FooterLink[] {
  return [
    { label: 'Guide', href: faqPath(countryCode) },
    { label: 'FAQ', href: faqPath(countryCode) },
    { label: 'Contact Support', href: `mailto:${SUPPORT_EMAIL}` },
    { label: 'Sell on Reprise', href: `#${SELL_SECTION_ID}` },
    { label: 'Reprise POS app', href: POS_APP_URL, external: true },
  ];
}

/** The legal line: Terms of Use, Privacy Policy, Return Policy, Cookies, Sitemap. */
export function legalLinks(countryCode: string | null): FooterLink[] {
  return [
    { label: 'Terms of Use', href: staticPagePath('terms-and-conditions', countryCode) },
    { label: 'Privacy Policy', href: staticPagePath('privacy-policy', countryCode) },
    { label: 'Return Policy', href: staticPagePath('return-policy', countryCode) },
    { label: 'Cookies', href: staticPagePath('cookies', countryCode) },
    { label: 'Sitemap', href: sitemapPath(countryCode) },
  ];
}
