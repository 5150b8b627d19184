import { SEARCH_MIN_LENGTH } from '@reprise/domain/constants';
import { seeAllPath } from '@reprise/domain/routes';
import { SEARCH_MAX_LENGTH } from '@reprise/domain/search/limits';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import { comboboxKeyAction } from './combobox-keys';
import { usePageCountry } from './search-country';
import { CloseIcon, SearchIcon } from './search-icon';
import { optionId, SearchListbox } from './search-listbox';
import { browseGroup, resultGroups, type SearchOption } from './search-options';
import { SearchPopupMessage } from './search-popup-message';
import {
  emptyResultText,
  resultCountText,
  type SearchBoxVariant,
  seeAllLabel,
} from './search-texts';
import { useSearchResults } from './use-search-results';

export interface SearchComboboxProps {
  variant: SearchBoxVariant;
  /** dropdown: the popup floats under the input; inline: it flows below it, always open (modal). */
  layout: 'dropdown' | 'inline';
  /** Accessible name of the search landmark (unique per page). */
  landmarkLabel: string;
  size?: 'regular' | 'large';
  initialText?: string;
  /** Escape closes the popup, then clears the text; off inside the modal, where it closes the dialog. */
  escapeKeys?: boolean;
  /** Called after the box sends the visitor elsewhere (the modal closes itself). */
  onNavigate?: () => void;
}

/**
 * The search box as a WAI-ARIA 1.2 combobox with a listbox popup: Browse Categories
 * under 2 characters, grouped results after the 1 s debounce, the variant's empty text, and
 * See Results. ArrowDown/ArrowUp move the active option, Enter follows it (or opens /see-all when
 * none is active), Escape closes the popup and a second Escape clears the text.
 */
export function SearchCombobox({
  variant,
  layout,
  landmarkLabel,
  size = 'regular',
  initialText = '',
  escapeKeys = true,
  onNavigate,
}: SearchComboboxProps) {
  const t = useT();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const navigate = useNavigate();
  const pageCountry = usePageCountry();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [focused, setFocused] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const open = layout === 'inline' || focused;
  const search = useSearchResults(text, open, pageCountry);
  const query = text.trim();
  const short = query.length < SEARCH_MIN_LENGTH;

  const groups = useMemo(() => {
    if (short) return [browseGroup(pageCountry)];
    return search.results ? resultGroups(search.results, pageCountry) : [];
  }, [short, search.results, pageCountry]);
  const resultCount = short ? 0 : groups.reduce((sum, group) => sum + group.options.length, 0);
  const answered = !short && search.results !== null;
  const empty = answered && resultCount === 0;
  const trailing: SearchOption | null =
    answered && resultCount > 0
      ? { key: 'see-all', href: seeAllPath(query, pageCountry), primary: seeAllLabel(t, variant) }
      : null;
  const options = useMemo(
    () => [...groups.flatMap((group) => group.options), ...(trailing ? [trailing] : [])],
    [groups, trailing],
  );
  const activeIndex = options.findIndex((option) => option.key === activeKey);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;
  const expanded = open && groups.length > 0;

  // The live region speaks once per answer: the count, or the empty text with its hint.
  const announcement =
    !open || short || search.status !== 'done'
      ? ''
      : empty
        ? t('search.emptyAnnouncement', {
            empty: emptyResultText(t, variant, search.query),
            hint: t('search.hint'),
          })
        : resultCountText(t, resultCount);

  useEffect(() => {
    if (!active) return;
    document.getElementById(optionId(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listboxId]);

  function close() {
    setFocused(false);
    setActiveKey(null);
  }

  function go(href: string) {
    close();
    inputRef.current?.blur();
    navigate(href);
    onNavigate?.();
  }

  function move(step: 1 | -1) {
    if (options.length === 0) return;
    const from = activeIndex < 0 ? (step === 1 ? -1 : options.length) : activeIndex;
    const next = (from + step + options.length) % options.length;
    setActiveKey(options[next]!.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const action = comboboxKeyAction(event.key, {
      open,
      hasActive: expanded && active !== undefined,
      closable: layout === 'dropdown',
      escapeKeys,
      hasText: text !== '',
    });
    if (action === null) return;
    event.preventDefault();
    if (action === 'open') setFocused(true);
    else if (action === 'next' || action === 'previous') move(action === 'next' ? 1 : -1);
    else if (action === 'follow' && active) go(active.href);
    else if (action === 'close') close();
    else if (action === 'clear') {
      setText('');
      setActiveKey(null);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter with 2 or more characters runs the event search on /see-all.
    if (!short) go(seeAllPath(query, pageCountry));
  }

  const large = size === 'large';
  const popupClass =
    layout === 'dropdown'
      ? 'absolute inset-x-0 top-full z-40 mt-2 max-h-[70vh] overflow-y-auto rounded-xl bg-white text-left text-slate-900 shadow-xl ring-1 ring-slate-200'
      : 'mt-3 text-left text-slate-900';

  return (
    <search aria-label={landmarkLabel} className="relative block w-full">
      <form
        action={seeAllPath(null, pageCountry)}
        onSubmit={onSubmit}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('search.inputLabel')}
        </label>
        <div className="relative">
          <SearchIcon
            className={`pointer-events-none absolute top-1/2 -translate-y-1/2 text-slate-700 ${large ? 'left-5 size-6' : 'left-3 size-5'}`}
          />
          <input
            ref={inputRef}
            id={inputId}
            name="query"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active ? optionId(listboxId, active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActiveKey(null);
              setFocused(true);
            }}
            onFocus={() => setFocused(true)}
            onClick={() => setFocused(true)}
            onKeyDown={onKeyDown}
            className={`w-full rounded-full border border-slate-300 bg-white text-slate-900 placeholder:text-slate-600 focus:border-brand-600 ${large ? 'h-14 pl-14 text-base shadow-lg sm:text-lg' : 'h-10 pl-10 text-sm'} ${
              // Room for the clear button only when it shows, so the placeholder fits on phones.
              text === '' ? 'pr-4' : large ? 'pr-12' : 'pr-10'
            }`}
          />
          {text !== '' ? (
            <button
              type="button"
              aria-label={t('search.clear')}
              onClick={() => {
                setText('');
                setActiveKey(null);
                inputRef.current?.focus();
              }}
              className={`absolute top-1/2 flex -translate-y-1/2 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 ${large ? 'right-3 size-9' : 'right-2 size-7'}`}
            >
              <CloseIcon className="size-4" />
            </button>
          ) : null}
        </div>
        <div className={popupClass} hidden={!open}>
          <SearchListbox
            id={listboxId}
            label={short ? t('search.browseCategories') : t('search.results')}
            groups={open ? groups : []}
            trailing={trailing}
            activeKey={activeKey}
            onChoose={() => {
              // The row's link navigates; the box only closes behind it.
              close();
              inputRef.current?.blur();
              onNavigate?.();
            }}
          />
          {open && !short ? (
            <SearchPopupMessage
              variant={variant}
              query={search.query}
              kind={
                empty
                  ? 'empty'
                  : search.status === 'error'
                    ? 'error'
                    : !answered && search.status === 'pending'
                      ? 'pending'
                      : null
              }
            />
          ) : null}
        </div>
        <div role="status" aria-live="polite" className="sr-only">
          {announcement}
        </div>
      </form>
    </search>
  );
}
