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
      <label className={LABEL} htmlFor={`${id}-from`}>
        {t('filter.from')}
        <input
          id={`${id}-from`}
          type="date"
          name={LIST_FILTER_PARAMS.from}
          defaultValue={filters.from ?? ''}
          className={INPUT}
        />
      </label>
      <label className={LABEL} htmlFor={`${id}-to`}>
        {t('filter.to')}
        <input
          id={`${id}-to`}
          type="date"
          name={LIST_FILTER_PARAMS.to}
          defaultValue={filters.to ?? ''}
          className={INPUT}
        />
      </label>
      <label className={LABEL} htmlFor={`${id}-min`}>
        {t('filter.min', { currency })}
        <input
          id={`${id}-min`}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          name={LIST_FILTER_PARAMS.minPrice}
          defaultValue={filters.minPrice ?? ''}
          className={INPUT}
        />
      </label>
      <label className={LABEL} htmlFor={`${id}-max`}>
        {t('filter.max', { currency })}
        <input
          id={`${id}-max`}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          name={LIST_FILTER_PARAMS.maxPrice}
          defaultValue={filters.maxPrice ?? ''}
          className={INPUT}
        />
      </label>
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
