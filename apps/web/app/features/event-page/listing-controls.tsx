import {
  hasListingFilters,
  LISTING_SORTS,
  type ListingSort,
  type ListingView,
  readListingView,
  VIEW_PARAMS,
} from '@reprise/domain/listings/listing-view';
import { PICKABLE_QUANTITIES } from '@reprise/domain/listings/split-rule';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useT } from '../../lib/i18n/catalogue';
import { useLocaleFormat } from '../../lib/i18n/use-locale-format';
import type { EventPageModel } from './event-page-model';
import { useShowView, viewLink } from './listing-view-links';
import { sectionName } from './section-name';

type Answer = Pick<
  EventPageModel,
  'quantityCounts' | 'zones' | 'ticketTypes' | 'currency' | 'sections'
>;

/** How long typing in a price box waits before the list follows. */
const PRICE_TYPING_MS = 600;

const FIELD = 'min-h-11 rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900';
const LABEL = 'text-sm font-semibold text-slate-800';

/** The view a filter form describes (its filled fields; empty ones are left out). */
export function formView(form: HTMLFormElement): ListingView {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  return readListingView(params);
}

// The form's fields are uncontrolled (the URL is the state); when the view changes by other means
// (a chip, a map click, Back) the fields are brought in line, except the one being typed in.
function syncForm(form: HTMLFormElement, view: ListingView) {
  const values: Record<string, string | boolean> = {
    [VIEW_PARAMS.quantity]: String(view.quantity),
    [VIEW_PARAMS.sort]: view.sort,
    [VIEW_PARAMS.minPrice]: view.minPrice === null ? '' : String(view.minPrice),
    [VIEW_PARAMS.maxPrice]: view.maxPrice === null ? '' : String(view.maxPrice),
    [VIEW_PARAMS.zone]: view.zone ?? '',
    [VIEW_PARAMS.ticketType]: view.ticketType === null ? '' : String(view.ticketType),
    [VIEW_PARAMS.instant]: view.instant,
    [VIEW_PARAMS.accessible]: view.accessible,
  };
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
    if (field === document.activeElement && field.type === 'number') continue;
    if (typeof value === 'boolean' && field instanceof HTMLInputElement) field.checked = value;
    else if (typeof value === 'string') field.value = value;
  }
}

const SORT_LABELS: Record<ListingSort, MessageKey> = {
  deals: 'sort.deals',
  'price-asc': 'sort.price-asc',
  'price-desc': 'sort.price-desc',
  'best-seats': 'sort.best-seats',
};

/** The chips of the filters in force, each a link that removes it. */
function ActiveFilters({ view, answer }: { view: ListingView; answer: Answer }) {
  const t = useT();
  const format = useLocaleFormat();
  const chips: { label: string; change: Partial<ListingView> }[] = [];
  if (view.section) {
    const name = answer.sections.find((s) => s.id === view.section)?.name ?? view.section;
    chips.push({ label: sectionName(t, name), change: { section: null } });
  }
  if (view.zone) {
    const name = answer.zones.find((z) => z.id === view.zone)?.name ?? view.zone;
    chips.push({ label: name, change: { zone: null } });
  }
  if (view.minPrice !== null || view.maxPrice !== null) {
    const { code, minorUnits } = answer.currency;
    const unit = (n: number) =>
      format.money(n * 10 ** minorUnits, code, minorUnits, { whole: true });
    const label =
      view.minPrice !== null && view.maxPrice !== null
        ? t('controls.range', { min: unit(view.minPrice), max: unit(view.maxPrice) })
        : view.minPrice !== null
          ? t('controls.from', { price: unit(view.minPrice) })
          : t('controls.upTo', { price: unit(view.maxPrice!) });
    chips.push({ label, change: { minPrice: null, maxPrice: null } });
  }
  if (view.ticketType !== null) {
    const name =
      answer.ticketTypes.find((t) => t.id === view.ticketType)?.name ?? t('controls.ticketType');
    chips.push({ label: name, change: { ticketType: null } });
  }
  if (view.instant) chips.push({ label: t('event.instant'), change: { instant: false } });
  if (view.accessible) {
    chips.push({ label: t('event.accessible'), change: { accessible: false } });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('controls.inUse')}>
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            to={viewLink(view, chip.change)}
            replace
            preventScrollReset
            className="inline-flex min-h-9 items-center gap-1 rounded-full bg-slate-900 px-3 text-sm font-semibold text-white hover:bg-slate-700"
          >
            {chip.label}
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('controls.remove')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function SelectField(props: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: { value: string; text: string }[];
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={props.id} className={LABEL}>
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.value} className={FIELD}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}

function PriceField(props: { id: string; label: string; name: string; value: number | null }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={props.id} className="text-sm text-slate-800">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={props.value ?? ''}
        className={FIELD}
      />
    </div>
  );
}

function CheckField(props: { label: string; name: string; checked: boolean }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        name={props.name}
        value="1"
        defaultChecked={props.checked}
        className="size-5 accent-brand-700"
      />
      {props.label}
    </label>
  );
}

/**
 * Quantity, sort and filters of the listing list, as a GET form: without JavaScript it submits
 * to the page's own URL; with it, each change shows the new view at once (price boxes after a
 * pause in typing). Either way the view lives in the URL.
 */
export function ListingControls({ view, answer }: { view: ListingView; answer: Answer }) {
  const t = useT();
  const showView = useShowView(view);
  const form = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  useEffect(() => {
    if (form.current) syncForm(form.current, view);
  }, [view]);

  function apply(form: HTMLFormElement) {
    clearTimeout(typing.current);
    showView(formView(form));
  }
  function onChange(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const target = event.target as HTMLInputElement;
    clearTimeout(typing.current);
    if (target.type === 'number') typing.current = setTimeout(() => apply(form), PRICE_TYPING_MS);
    else apply(form);
  }
  const filterCount = [
    view.minPrice !== null || view.maxPrice !== null,
    view.zone,
    view.ticketType !== null,
    view.instant,
    view.accessible,
  ].filter(Boolean).length;
  const currencyCode = answer.currency.code;

  return (
    <div className="grid gap-3">
      <form
        ref={form}
        method="get"
        aria-label={t('controls.label')}
        onChange={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
        className="grid gap-3"
      >
        {view.section ? (
          <input type="hidden" name={VIEW_PARAMS.section} value={view.section} />
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            id="listing-quantity"
            label={t('controls.tickets')}
            name={VIEW_PARAMS.quantity}
            value={String(view.quantity)}
            options={PICKABLE_QUANTITIES.map((quantity) => ({
              value: String(quantity),
              text: t(
                (answer.quantityCounts[quantity - 1] ?? 0) === 0
                  ? 'controls.quantityNone'
                  : 'controls.quantity',
                { count: quantity },
              ),
            }))}
          />
          <SelectField
            id="listing-sort"
            label={t('controls.sort')}
            name={VIEW_PARAMS.sort}
            value={view.sort}
            options={LISTING_SORTS.map((sort) => ({
              value: sort.value,
              text: t(SORT_LABELS[sort.value]),
            }))}
          />
        </div>
        <details className="rounded-lg border border-slate-200" open={filterCount > 0 || undefined}>
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">
            {filterCount > 0
              ? t('controls.filtersCount', { count: filterCount })
              : t('controls.filters')}
          </summary>
          <div className="grid gap-3 border-t border-slate-200 p-3">
            <fieldset className="grid grid-cols-2 gap-3">
              <legend className={`${LABEL} mb-1`}>
                {t('controls.priceLegend', { currency: currencyCode })}
              </legend>
              <PriceField
                id="listing-min-price"
                label={t('controls.min')}
                name={VIEW_PARAMS.minPrice}
                value={view.minPrice}
              />
              <PriceField
                id="listing-max-price"
                label={t('controls.max')}
                name={VIEW_PARAMS.maxPrice}
                value={view.maxPrice}
              />
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                id="listing-zone"
                label={t('controls.zone')}
                name={VIEW_PARAMS.zone}
                value={view.zone ?? ''}
                options={[
                  { value: '', text: t('controls.anyZone') },
                  ...answer.zones.map((zone) => ({
                    value: zone.id,
                    text: `${zone.name} (${zone.listingCount})`,
                  })),
                ]}
              />
              <SelectField
                id="listing-ticket-type"
                label={t('controls.ticketType')}
                name={VIEW_PARAMS.ticketType}
                value={view.ticketType === null ? '' : String(view.ticketType)}
                options={[
                  { value: '', text: t('controls.anyTicketType') },
                  ...answer.ticketTypes.map((type) => ({
                    value: String(type.id),
                    text: `${type.name} (${type.listingCount})`,
                  })),
                ]}
              />
            </div>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <CheckField
                label={t('event.instant')}
                name={VIEW_PARAMS.instant}
                checked={view.instant}
              />
              <CheckField
                label={t('event.accessible')}
                name={VIEW_PARAMS.accessible}
                checked={view.accessible}
              />
            </div>
          </div>
        </details>
        <noscript>
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white"
          >
            {t('controls.showTickets')}
          </button>
        </noscript>
      </form>
      <ActiveFilters view={view} answer={answer} />
      {hasListingFilters(view) ? (
        <p>
          <Link
            to={viewLink(view, {
              minPrice: null,
              maxPrice: null,
              zone: null,
              section: null,
              ticketType: null,
              instant: false,
              accessible: false,
            })}
            replace
            preventScrollReset
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('controls.clearAll')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
