import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import { hidden, richText } from '../../lib/i18n/rich-text';
import type { useShowMore } from './use-show-more';

/** The Show More / Show Less buttons under a list. */
export function ShowMoreButtons({
  list,
  what,
}: {
  /** The list's state and actions, as useShowMore answers them. */
  list: Pick<
    ReturnType<typeof useShowMore>,
    'canShowMore' | 'canShowLess' | 'loading' | 'failed' | 'showMore' | 'showLess'
  >;
  /** What the list holds, for screen readers: 'list.events', 'list.performers' … */
  what: MessageKey;
}) {
  const t = useT();
  const { canShowMore, canShowLess, loading, failed } = list;
  if (!canShowMore && !canShowLess) return null;
  const buttonClass =
    'rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-900 hover:border-brand-600 hover:text-brand-700 disabled:opacity-60';
  return (
    <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {canShowMore ? (
        <button
          type="button"
          className={buttonClass}
          onClick={() => void list.showMore()}
          disabled={loading}
        >
          {richText(t('list.showMore', { what: t(what) }), { hidden })}
        </button>
      ) : null}
      {canShowLess ? (
        <button type="button" className={buttonClass} onClick={list.showLess}>
          {richText(t('list.showLess', { what: t(what) }), { hidden })}
        </button>
      ) : null}
      <p aria-live="polite" className="w-full text-center text-sm text-slate-700">
        {loading ? t('common.loading') : failed ? t('list.loadFailed') : ''}
      </p>
    </div>
  );
}
