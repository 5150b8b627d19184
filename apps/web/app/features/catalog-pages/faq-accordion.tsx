import type { FaqEntry } from '@reprise/domain/schemas/content';
import { useId } from 'react';
import { Accordion } from '../../ui/accordion';

/** The FAQ footer of a category page. Answers are HTML sanitised by the API. */
export function FaqAccordion({ title, entries }: { title: string; entries: FaqEntry[] }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      <Accordion
        headingLevel={3}
        className="mt-4 divide-y divide-slate-200 border-y border-slate-200"
        triggerClassName="py-4 font-semibold text-slate-950"
        answerClassName="pb-4 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_p+p]:mt-2"
        items={entries.map((entry) => ({
          id: entry.id,
          question: entry.question,
          answer: (
            <div
              // biome-ignore lint/security/noDangerouslySetInnerHtml: answer_html is sanitised by the API
              dangerouslySetInnerHTML={{ __html: entry.answer_html }}
            />
          ),
        }))}
      />
    </section>
  );
}
