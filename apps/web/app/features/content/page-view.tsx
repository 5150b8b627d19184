import type { PageDetails } from '@reprise/domain/schemas/content';
import { useT } from '../../lib/i18n/catalogue';
import { richText } from '../../lib/i18n/rich-text';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import { ContentPage } from './content-page';
import { HtmlContent } from './html-content';

/** The table of contents of a page with anchors: links to the section ids in its body. */
export function PageContents({ anchors }: { anchors: PageDetails['anchors'] }) {
  const t = useT();
  if (anchors.length === 0) return null;
  return (
    <nav
      aria-label={t('content.onThisPage')}
      className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h2 className="text-sm font-bold uppercase tracking-wide text-slate-700">
        {t('content.onThisPage')}
      </h2>
      <ol className="mt-2 grid gap-1 sm:grid-cols-2">
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <a
              href={`#${anchor.id}`}
              className="inline-block py-1 font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {anchor.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A page from /getPageDetails (about, press, the static pages): title, contents, body. */
export function PageView({ page, children }: { page: PageDetails; children?: React.ReactNode }) {
  const t = useT();
  const format = useLocaleFormat();
  return (
    <ContentPage title={page.title} width="text">
      <p className="mt-2 text-sm text-slate-700">
        {richText(t('content.lastUpdated', { date: format.day(page.updated_at) }), {
          time: (chunk) => <time dateTime={page.updated_at}>{chunk}</time>,
        })}
      </p>
      <PageContents anchors={page.anchors} />
      <HtmlContent html={page.body_html} className="mt-6" />
      {children}
    </ContentPage>
  );
}
