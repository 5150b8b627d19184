import { type ReactNode, useRef } from 'react';
import { useT } from '../../lib/i18n/catalogue';
import { TitledSection } from '../../ui/titled-section';

/**
 * A horizontally scrollable list with previous/next buttons: CSS scroll-snap does the sliding,
 * so it works by touch, trackpad and keyboard (Tab moves through the links, the buttons scroll a
 * page). A labelled region with a list, no carousel library.
 */
export function Carousel<T>({
  title,
  items,
  itemKey,
  renderItem,
  action,
  itemClassName = 'w-[80%] min-[476px]:w-[45%] min-[769px]:w-[30%] min-[1200px]:w-[23%]',
}: {
  title: string;
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** A link beside the heading, e.g. 'See all'. */
  action?: ReactNode;
  /** Width of each slide: how many show per view at each breakpoint. */
  itemClassName?: string;
}) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);

  const scroll = (direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    // One visible width per press, so a page of slides moves and one stays for context.
    list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: 'smooth' });
  };

  const buttonClass =
    'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700';

  return (
    <TitledSection
      title={title}
      className="mt-10"
      headingClassName="text-xl font-bold"
      headerClassName="flex items-center justify-between gap-4"
      aside={
        <div className="flex items-center gap-2">
          {action}
          <button
            type="button"
            className={buttonClass}
            aria-label={t('carousel.previous', { title })}
            onClick={() => scroll(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className={buttonClass}
            aria-label={t('carousel.next', { title })}
            onClick={() => scroll(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      }
    >
      <ul
        ref={listRef}
        className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2"
      >
        {items.map((item, index) => (
          <li key={itemKey(item)} className={`shrink-0 snap-start ${itemClassName}`}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
