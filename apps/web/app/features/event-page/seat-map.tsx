import {
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';
import { NO_TICKETS_COLOUR } from './price-heat';
import type { SeatMapModel } from './seat-map-model';

interface SeatMapProps {
  model: SeatMapModel;
  venueName: string;
  quantity: number;
  /** The section whose listings are highlighted (hover or focus, on the map or the list). */
  highlighted: string | null;
  onHighlight: (sectionId: string | null) => void;
}

const query = (root: SVGSVGElement | null, selector: string) =>
  root?.querySelector<SVGAElement>(selector) ?? null;

const sectionOf = (target: EventTarget | null) =>
  (target as Element | null)?.closest?.('a[data-section]') as SVGAElement | null;

/**
 * The event's seat map as an inline SVG: sections coloured by their lowest all-in price (the
 * legend writes each colour's range), each section on sale a link that filters the list to it.
 * The map is one tab stop; arrow keys, Home and End move between its sections, Enter picks one.
 * Hovering or focusing a section highlights its listings. The drawing arrives as ready-made
 * markup (seat-map-model.ts); its links are plain links, driven from here.
 */
export function SeatMap({ model, venueName, quantity, highlighted, onHighlight }: SeatMapProps) {
  const t = useT();
  const captionId = useId();
  const navigate = useNavigate();
  const svg = useRef<SVGSVGElement>(null);
  const focused = useRef<string | null>(null);

  // A new view redraws the map: the section that had focus (Enter on it) keeps it.
  useLayoutEffect(() => {
    const id = focused.current;
    if (id === null || !model.markup) return;
    const again = query(svg.current, `a[data-section="${CSS.escape(id)}"]`);
    if (again && document.activeElement !== again) {
      for (const other of svg.current?.querySelectorAll('a[tabindex="0"]') ?? []) {
        other.setAttribute('tabindex', '-1');
      }
      again.setAttribute('tabindex', '0');
      again.focus();
    }
  }, [model.markup]);

  // The highlight is an attribute on the drawing, not a redraw of it (and a redraw drops it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: model.markup replaces the links
  useEffect(() => {
    const current = svg.current;
    if (!current) return;
    for (const on of current.querySelectorAll('a[data-highlighted]')) {
      on.removeAttribute('data-highlighted');
    }
    if (highlighted) {
      query(current, `a[data-section="${CSS.escape(highlighted)}"]`)?.setAttribute(
        'data-highlighted',
        '',
      );
    }
  }, [highlighted, model.markup]);

  function onClick(event: MouseEvent) {
    const target = sectionOf(event.target);
    // A modified click (new tab, new window) is the browser's to handle.
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const href = target.getAttribute('href');
    if (href) navigate(href, { replace: true, preventScrollReset: true });
  }

  function onKeyDown(event: KeyboardEvent) {
    const target = sectionOf(event.target);
    if (!target) return;
    const index = Number(target.dataset.index);
    const last = model.onSale - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const to = query(svg.current, `a[data-index="${next}"]`);
    if (!to) return;
    // Roving tab stop: the section last moved to is the one Tab comes back to.
    target.setAttribute('tabindex', '-1');
    to.setAttribute('tabindex', '0');
    to.focus();
  }

  const highlight = (event: SyntheticEvent) => {
    const target = sectionOf(event.target);
    if (target) onHighlight(target.dataset.section ?? null);
  };
  const unhighlight = (event: SyntheticEvent & { relatedTarget: EventTarget | null }) => {
    const target = sectionOf(event.target);
    // Moving between a section's shape and its label is not leaving the section.
    if (target && !target.contains(event.relatedTarget as Node | null)) onHighlight(null);
  };

  const caption = highlighted ? model.captions[highlighted] : undefined;
  const quantityText = t('event.tickets.count', { count: quantity });
  return (
    <figure className="m-0">
      {/* biome-ignore lint/a11y/useSemanticElements: a drawing of linked sections, not a form */}
      <svg
        ref={svg}
        viewBox={model.viewBox}
        role="group"
        aria-labelledby={captionId}
        className="block h-auto w-full select-none"
        onClick={onClick}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const target = sectionOf(event.target);
          if (!target) return;
          focused.current = target.dataset.section ?? null;
          highlight(event);
        }}
        onBlur={(event) => {
          if (!svg.current?.contains(event.relatedTarget as Node | null)) focused.current = null;
          unhighlight(event);
        }}
        onPointerOver={highlight}
        onPointerOut={unhighlight}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: built by seatMapModel, every value escaped
        dangerouslySetInnerHTML={{ __html: model.markup }}
      />
      <figcaption className="mt-3 text-sm text-slate-700">
        <span id={captionId}>
          {t('map.caption.text', { venue: venueName, tickets: quantityText })}
        </span>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1" aria-label={t('map.priceKey')}>
          {model.bands.map((band) => (
            <li key={band.colour} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block size-3.5 rounded-sm"
                style={{ background: band.colour }}
              />
              {band.range}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-3.5 rounded-sm border border-slate-500"
              style={{ background: NO_TICKETS_COLOUR }}
            />
            {t('map.noTicketsFor', { tickets: quantityText })}
          </li>
        </ul>
        <p className="mt-1 min-h-5 font-semibold text-slate-900">{caption ?? null}</p>
      </figcaption>
    </figure>
  );
}
