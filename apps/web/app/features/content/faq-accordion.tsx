import type { FaqEntry } from '@reprise/domain/schemas/content';
import { Accordion } from '../../ui/accordion';
import { HtmlContent } from './html-content';

/** The FAQ accordion: each question is a button that expands its HTML answer. */
export function FaqAccordion({
  entries,
  headingLevel = 2,
}: {
  entries: FaqEntry[];
  /** Level of each question's heading, one below the section it sits in. */
  headingLevel?: 2 | 3;
}) {
  return (
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
}
