import { useT } from '../../lib/i18n/catalogue';
import { TitledSection } from '../../ui/titled-section';
import type { FaqPageData } from './content-loaders';
import { ContentPage } from './content-page';
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
    <ContentPage title={t('content.faqTitle')} width="text">
      <div className="mt-8">
        <FaqAccordion entries={data.faq} headingLevel={2} />
      </div>
    </ContentPage>
  );
}
