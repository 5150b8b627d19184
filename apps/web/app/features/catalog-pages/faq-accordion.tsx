import * as Accordion from '@radix-ui/react-accordion';
import type { FaqEntry } from '@reprise/domain/schemas/content';
import { useId } from 'react';

/**
 * The FAQ footer of a category page: an accessible accordion (Radix: buttons with
 * aria-expanded, arrow keys between questions). Answers are HTML sanitised by the API.
 */
export function FaqAccordion({ title, entries }: { title: string; entries: FaqEntry[] }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold">
        {title}
      </h2>
      <Accordion.Root
        type="multiple"
        className="mt-4 divide-y divide-slate-200 border-y border-slate-200"
      >
        {entries.map((entry) => (
          <Accordion.Item key={entry.id} value={String(entry.id)}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 py-4 text-left font-semibold text-slate-950">
                  {entry.question}
                  <span
                    aria-hidden="true"
                    className="text-xl transition-transform group-data-[state=open]:rotate-45"
                  >
                    +
                  </span>
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="pb-4 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_p+p]:mt-2">
              <div
                // biome-ignore lint/security/noDangerouslySetInnerHtml: answer_html is sanitised by the API
                dangerouslySetInnerHTML={{ __html: entry.answer_html }}
              />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
