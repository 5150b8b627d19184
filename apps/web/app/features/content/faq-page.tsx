import { useT } from '../../lib/i18n/catalogue';
import { TitledSection } from '../../ui/titled-section';
import type { FaqPageData } from './content-loaders';
import { FaqAccordion } from './faq-accordion';
import { PageView } from './page-view';

/** /faq: the general FAQ; /press: the press page followed by the same FAQ. */
export function FaqPage({ data }: { data: FaqPageData }) {
  const t = useT();
  if (data.kind === 'press') {
    return (
      <PageView page={data.page}>
        <TitledSection
          title={t('content.faqTitle')}
          className="mt-12"
          headingClassName="text-2xl font-bold text-slate-900"
        >
          <div className="mt-4">
            <FaqAccordion entries={data.faq} headingLevel={3} />
          </div>
        </TitledSection>
      </PageView>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {t('content.faqTitle')}
      </h1>
      <div className="mt-8">
        <FaqAccordion entries={data.faq} headingLevel={2} />
      </div>
    </main>
  );
}
