import { PRODUCT_NAME } from '@reprise/domain/constants';
import type { ReactNode } from 'react';
import { SettingsButtons } from '../features/settings/settings-buttons';
import { type MessageKey, useT } from '../lib/i18n/catalogue';
import { BackToTop } from '../ui/footer/back-to-top';
import { FooterLink } from '../ui/footer/footer-link';
import {
  companyLinks,
  type FooterLink as FooterLinkData,
  legalLinks,
  POS_APP_URL,
  SELL_SECTION_ID,
  SOCIAL_LINKS,
  supportLinks,
} from '../ui/footer/footer-links';

// slate-200 on slate-950: 14.5:1; headings white.
const BUTTON = 'inline-flex min-h-6 items-center underline-offset-2 hover:underline';

function Column({ title, id, children }: { title: MessageKey; id?: string; children: ReactNode }) {
  const t = useT();
  const headingId = `footer-${title.slice('footer.'.length)}`;
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-bold uppercase tracking-wide text-white">
        {t(title)}
      </h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </section>
  );
}

function Links({ links }: { links: readonly FooterLinkData[] }) {
  return links.map((link) => (
    <li key={link.label}>
      <FooterLink link={link} />
    </li>
  ));
}

interface SiteFooterProps {
  /** The page's URL country prefix (null: none). */
  countryCode: string | null;
  /** The year of the copyright line, from the server's clock (root loader). */
  year: number;
  /** Extra item of the Support column: the 'Chat with us' control (features/support-chat). */
  supportChat?: ReactNode;
}

/**
 * The site footer: Company, Social, Support, Sell, Settings, Back To Top, the
 * copyright line and the legal links with Sitemap.
 */
export function SiteFooter({ countryCode, year, supportChat }: SiteFooterProps) {
  const t = useT();
  return (
    <footer className="mt-16 bg-slate-950 text-slate-200">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
          <Column title="footer.company">
            <Links links={companyLinks(countryCode)} />
          </Column>
          <Column title="footer.social">
            <Links links={SOCIAL_LINKS} />
          </Column>
          <Column title="footer.support">
            <Links links={supportLinks(countryCode)} />
            {supportChat ? <li>{supportChat}</li> : null}
          </Column>
          <Column title="footer.sell" id={SELL_SECTION_ID}>
            <li className="text-sm">{t('footer.sellText')}</li>
            <li>
              <FooterLink link={{ label: 'footer.openPos', href: POS_APP_URL, external: true }} />
            </li>
          </Column>
          <Column title="footer.settings">
            <SettingsButtons buttonClassName={BUTTON} />
          </Column>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-slate-700 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year, product: PRODUCT_NAME })}</p>
          <BackToTop className={`${BUTTON} font-semibold text-white`} />
        </div>
        <nav aria-label={t('footer.legal')} className="mt-4 text-sm">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <Links links={legalLinks(countryCode)} />
          </ul>
        </nav>
      </div>
    </footer>
  );
}
