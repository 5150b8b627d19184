import {
  aboutPath,
  blogPath,
  faqPath,
  pressPath,
  sitemapPath,
  staticPagePath,
} from '@reprise/domain/routes';
import type { MessageKey } from '../../lib/i18n/catalogue';

/** A footer link: a site path (kept in the visitor's country) or an outside address. */
export interface FooterLink {
  /** The label's message key. */
  label: MessageKey;
  href: string;
  /** Outside links open in a new tab (announced to screen readers). */
  external?: boolean;
}

/** Our social accounts (placeholders until the real handles exist). */
export const SOCIAL_LINKS: readonly FooterLink[] = [
  { label: 'footer.twitter', href: 'https://twitter.com/reprise', external: true },
  { label: 'footer.facebook', href: 'https://www.facebook.com/reprise', external: true },
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
    { label: 'footer.about', href: aboutPath(countryCode) },
    { label: 'footer.blog', href: blogPath(countryCode) },
    { label: 'footer.press', href: pressPath(countryCode) },
  ];
}

/** Support column: Guide, FAQ, Contact Support (mail), Sell on Reprise, the POS app. */
export function supportLinks(countryCode: string | null): FooterLink[] {
  return [
    { label: 'footer.guide', href: faqPath(countryCode) },
    { label: 'footer.faq', href: faqPath(countryCode) },
    { label: 'footer.contactSupport', href: `mailto:${SUPPORT_EMAIL}` },
    { label: 'footer.sellOnReprise', href: `#${SELL_SECTION_ID}` },
    { label: 'footer.posApp', href: POS_APP_URL, external: true },
  ];
}

/** The legal line: Terms of Use, Privacy Policy, Return Policy, Cookies, Sitemap. */
export function legalLinks(countryCode: string | null): FooterLink[] {
  return [
    { label: 'footer.terms', href: staticPagePath('terms-and-conditions', countryCode) },
    { label: 'footer.privacy', href: staticPagePath('privacy-policy', countryCode) },
    { label: 'footer.returns', href: staticPagePath('return-policy', countryCode) },
    { label: 'footer.cookies', href: staticPagePath('cookies', countryCode) },
    { label: 'footer.sitemap', href: sitemapPath(countryCode) },
  ];
}
