import type { DatePreset } from '@reprise/domain/listings/list-filters';
import {
  DATE_PRESETS,
  hasListFilters,
  LIST_FILTER_PARAMS,
  type ListFilters,
} from '@reprise/domain/listings/list-filters';
import { useId } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import { buttonClass } from '../../ui/button';

const LABEL = 'block text-sm font-semibold text-slate-900';
const INPUT =
  'mt-1 block min-h-10 w-full rounded-md border border-slate-400 bg-white px-2 text-slate-950';

/**
 * The date and price filters of an event list, a plain GET form: the filters live in the URL,
 * so the filtered list is rendered by the server, shareable, and kept on reload; without
 * JavaScript the browser submits it as any form.
 */
const PRESET_LABELS: Record<DatePreset, MessageKey> = {
  'this-weekend': 'filter.this-weekend',
  'this-month': 'filter.this-month',
  dates: 'filter.dates-pick',
};

const DAY_INPUT = { type: 'date' } as const;
const PRICE_INPUT = { type: 'number', min: 0, step: 'any', inputMode: 'decimal' } as const;

/** The filters typed in after the date choice: two calendar days, then the price band. */
const TYPED_FILTERS = [
  { key: 'from', label: 'filter.from', input: DAY_INPUT },
  { key: 'to', label: 'filter.to', input: DAY_INPUT },
  { key: 'minPrice', label: 'filter.min', input: PRICE_INPUT },
  { key: 'maxPrice', label: 'filter.max', input: PRICE_INPUT },
] as const;

export function ListFilterForm({ filters, currency }: { filters: ListFilters; currency: string }) {
  const t = useT();
  const id = useId();
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      action={pathname}
      preventScrollReset
      aria-label={t('filter.label')}
      className="mt-4 grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[repeat(5,minmax(0,1fr))_auto] sm:items-end"
    >
      <label className={LABEL} htmlFor={`${id}-dates`}>
        {t('filter.dates')}
        <select
          id={`${id}-dates`}
          name={LIST_FILTER_PARAMS.dates}
          defaultValue={filters.dates ?? ''}
          className={INPUT}
        >
          <option value="">{t('filter.anyDates')}</option>
          {DATE_PRESETS.map((preset) => (
            <option key={preset.value} value={preset.value}>
              {t(PRESET_LABELS[preset.value])}
            </option>
          ))}
        </select>
      </label>
      {TYPED_FILTERS.map(({ key, label, input }) => (
        <label key={key} className={LABEL} htmlFor={`${id}-${key}`}>
          {t(label, { currency })}
          <input
            id={`${id}-${key}`}
            {...input}
            name={LIST_FILTER_PARAMS[key]}
            defaultValue={filters[key] ?? ''}
            className={INPUT}
          />
        </label>
      ))}
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonClass('primary')}>
          {t('filter.apply')}
        </button>
        {hasListFilters(filters) ? (
          <Link to={pathname} preventScrollReset className={buttonClass('link', 'text-sm')}>
            {t('filter.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
