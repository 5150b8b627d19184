import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface AccordionItem {
  id: string | number;
  question: ReactNode;
  answer: ReactNode;
}

// The WAI-ARIA accordion pattern by hand: a heading holding a button with aria-expanded and
// aria-controls, the answer a region labelled by it. Arrow keys, Home and End move between the
// questions. Written here rather than taken from a library because it sits in the first load of
// every category page, where a library's 9 KB (gzip) broke the 150 KB budget.
const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** Questions that each expand their answer; several may be open at once. */
export function Accordion({
  items,
  headingLevel,
  className = '',
  triggerClassName = '',
  answerClassName = '',
}: {
  items: readonly AccordionItem[];
  headingLevel: 2 | 3;
  className?: string;
  triggerClassName?: string;
  answerClassName?: string;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(() => new Set());
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const toggle = (id: string | number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    triggers.current[move(index, items.length)]?.focus();
  };

  return (
    <div className={className}>
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const triggerId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.id} data-state={expanded ? 'open' : 'closed'}>
            <Heading>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-state={expanded ? 'open' : 'closed'}
                className={`group flex w-full items-center justify-between gap-4 text-left ${triggerClassName}`}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className="shrink-0 text-2xl leading-none transition-transform group-data-[state=open]:rotate-45"
                >
                  +
                </span>
              </button>
            </Heading>
            {expanded ? (
              <div id={panelId} className={answerClassName}>
                {item.answer}
              </div>
            ) : (
              <div id={panelId} hidden />
            )}
          </div>
        );
      })}
    </div>
  );
}
