import type { FaqEntry } from '@reprise/domain/schemas/content';
import { Accordion } from '../../ui/accordion';
import { TitledSection } from '../../ui/titled-section';
import { HtmlContent } from './html-content';

/**
 * The FAQ accordion: each question is a button that expands its HTML answer, shown
 * through HtmlContent like every other editorial HTML. With a title it is its own section under
 * an h2 (a category page's FAQ footer); nothing renders without entries.
 */
export function FaqAccordion({
  entries,
  headingLevel = 2,
  title,
}: {
  entries: FaqEntry[];
  /** Level of each question's heading, one below the section it sits in. */
  headingLevel?: 2 | 3;
  /** The section heading, when the accordion is a section of its own. */
  title?: string;
}) {
  if (entries.length === 0) return null;
  const accordion = (
    <Accordion
      headingLevel={headingLevel}
      className="divide-y divide-slate-200 border-y border-slate-200"
      triggerClassName="py-4 text-lg font-semibold hover:text-brand-700"
      answerClassName="pb-5"
      items={entries.map((entry) => ({
        id: entry.id,
        question: entry.question,
        answer: <HtmlContent html={entry.answer_html} className="[&>p:first-child]:mt-0" />,
      }))}
    />
  );
  if (!title) return accordion;
  return (
    <TitledSection title={title} className="mt-12" headingClassName="mb-4 text-2xl font-bold">
      {accordion}
    </TitledSection>
  );
}
