import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import { EventResultContent } from './event-result-content';
import type { SearchOption, SearchOptionGroup } from './search-options';

/** DOM id of an option: aria-activedescendant points at it. */
export const optionId = (listboxId: string, option: SearchOption) => `${listboxId}-${option.key}`;

interface SearchListboxProps {
  id: string;
  label: string;
  groups: SearchOptionGroup[];
  /** An option after the groups (See Results), or null. */
  trailing: SearchOption | null;
  activeKey: string | null;
  onChoose: (option: SearchOption) => void;
}

const optionClass =
  'block cursor-pointer px-4 py-2 no-underline hover:bg-slate-100 aria-selected:bg-brand-700/10 aria-selected:outline aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-brand-600';

/**
 * The listbox popup of the combobox (WAI-ARIA 1.2 "combobox with listbox popup"): role=group per
 * result group, labelled by its heading, role=option rows. Each option IS the row's link (so a
 * click works without script and an option holds no nested control); the input keeps focus and
 * points at the active option with aria-activedescendant.
 */
export function SearchListbox({
  id,
  label,
  groups,
  trailing,
  activeKey,
  onChoose,
}: SearchListboxProps) {
  const t = useT();
  const renderOption = (option: SearchOption, extraClass = 'text-slate-900') => (
    <Link
      key={option.key}
      id={optionId(id, option)}
      to={option.href}
      role="option"
      tabIndex={-1}
      aria-selected={option.key === activeKey}
      className={`${optionClass} ${extraClass}`}
      onClick={(event: MouseEvent) => {
        // Modified clicks open a new tab; the box stays as it is.
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        onChoose(option);
      }}
    >
      {option.event ? (
        <EventResultContent event={option.event} />
      ) : (
        <>
          <span className="block font-medium">{option.primary}</span>
          {option.secondary ? (
            <span className="block text-sm text-slate-700">{option.secondary}</span>
          ) : null}
        </>
      )}
    </Link>
  );

  return (
    <div
      role="listbox"
      id={id}
      aria-label={label}
      hidden={groups.length === 0}
      // Keeps focus in the input when a row is pressed, so the box does not close before the click.
      onMouseDown={(event) => event.preventDefault()}
      className="py-1"
    >
      {groups.map((group) => {
        const headingId = `${id}-${group.key}-heading`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a fieldset may not sit in a listbox; ARIA groups options with role=group.
          <div key={group.key} role="group" aria-labelledby={headingId} className="py-1">
            <div
              id={headingId}
              className="px-4 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-slate-700"
            >
              {t(group.heading)}
            </div>
            {group.options.map((option) => renderOption(option))}
          </div>
        );
      })}
      {trailing
        ? renderOption(trailing, 'mt-1 border-t border-slate-200 font-semibold text-brand-700')
        : null}
    </div>
  );
}
