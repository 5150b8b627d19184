import * as Accordion from '@radix-ui/react-accordion';
import type { FaqEntry } from '@reprise/domain/schemas/content';
import { HtmlContent } from './html-content';

/**
 * The FAQ accordion (spec §2): each question is a button that expands its HTML answer. Radix
 * gives the keyboard model: Enter/Space toggle, arrow keys, Home and End move between questions.
 */
export function FaqAccordion({
  entries,
  headingLevel = 2,
}: {
  entries: FaqEntry[];
  /** Level of each question's heading, one below the section it sits in. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root type="multiple" className="divide-y divide-slate-200 border-y border-slate-200">
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={String(entry.id)}>
          <Accordion.Header asChild>
            <Heading className="text-lg font-semibold">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left hover:text-brand-700">
                <span>{entry.question}</span>
                <span
                  aria-hidden="true"
                  className="shrink-0 text-2xl leading-none text-slate-700 transition-transform group-data-[state=open]:rotate-45"
                >
                  +
                </span>
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="pb-5">
            <HtmlContent html={entry.answer_html} className="[&>p:first-child]:mt-0" />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
