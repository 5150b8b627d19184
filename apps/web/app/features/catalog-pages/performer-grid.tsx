import { SHOW_MORE_LIMIT, SHOW_MORE_PERFORMERS_INCREMENT } from '@reprise/domain/constants';
import type { PerformerCard } from '@reprise/domain/schemas/catalog';
import { PerformerTile } from '../../ui/image-tile';
import { TitledSection } from '../../ui/titled-section';
import { ShowMoreButtons } from './show-more-buttons';
import { useShowMore } from './use-show-more';

/** Performers of a page in a grid, 8 first, 3 more per Show More (all came with the loader). */
export function PerformerGrid({
  title,
  performers,
  countryCode,
  action,
}: {
  title: string;
  performers: PerformerCard[];
  countryCode: string | null;
  action?: React.ReactNode;
}) {
  const list = useShowMore({
    items: performers,
    total: performers.length,
    initialCount: SHOW_MORE_LIMIT,
    increment: SHOW_MORE_PERFORMERS_INCREMENT,
    pageSize: performers.length || 1,
  });
  if (performers.length === 0) return null;
  return (
    <TitledSection
      title={title}
      className="mt-10"
      headingClassName="text-2xl font-bold"
      headerClassName="flex items-baseline justify-between gap-4"
      aside={action}
    >
      <ul className="mt-4 grid grid-cols-2 gap-4 min-[576px]:grid-cols-3 min-[820px]:grid-cols-4">
        {list.visible.map((performer) => (
          <li key={performer.id}>
            <PerformerTile performer={performer} countryCode={countryCode} />
          </li>
        ))}
      </ul>
      <ShowMoreButtons list={list} what="list.performers" />
    </TitledSection>
  );
}
