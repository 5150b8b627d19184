import { withCountryPrefix } from '@reprise/domain/country';
import type { MenuEntry } from '@reprise/domain/schemas/content';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MegaMenuCategory, MegaMenuGenre } from './menu-data';
import { useHoverIntent } from './use-hover-intent';

const PANEL_LINK =
  'block rounded px-2 py-1 text-slate-800 hover:bg-slate-100 hover:text-brand-700 focus-visible:bg-slate-100';

function GenreEntry({
  genre,
  active,
  onSelect,
  countryCode,
  onNavigate,
}: {
  genre: MegaMenuGenre;
  active: boolean;
  onSelect: () => void;
  countryCode: string | null;
  onNavigate: () => void;
}) {
  const hover = useHoverIntent(onSelect);
  return (
    <li {...hover}>
      <Link
        to={withCountryPrefix(genre.path, countryCode)}
        onFocus={onSelect}
        onClick={onNavigate}
        data-active={active || undefined}
        className={`${PANEL_LINK} w-48 font-semibold ${active ? 'bg-slate-100 text-brand-700' : ''}`}
      >
        {genre.genre.name}
      </Link>
      {/* In the DOM right after its genre, so Tab walks genre → its performers → next genre;
          placed beside the genre list on screen. */}
      {active && (
        <div className="absolute inset-y-0 right-0 left-52 overflow-y-auto border-l border-slate-200 pl-4">
          <p className="px-2 text-sm font-bold uppercase tracking-wide text-slate-700">
            {genre.genre.name}
          </p>
          <div className="mt-1 grid grid-cols-5 gap-2">
            {genre.columns.map((column, index) => (
              // Columns have no identity but their place.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed column positions
              <ul key={index}>
                {column.map((performer) => (
                  <li key={performer.path}>
                    <Link
                      to={withCountryPrefix(performer.path, countryCode)}
                      onClick={onNavigate}
                      className={`${PANEL_LINK} text-sm`}
                    >
                      {performer.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}

/** A mega-menu panel: the category's genres, and the hovered or focused genre's performers. */
export function MegaMenuPanel({
  category,
  countryCode,
  onNavigate,
}: {
  category: MegaMenuCategory;
  countryCode: string | null;
  onNavigate: () => void;
}) {
  const [active, setActive] = useState(0);
  return (
    <div>
      <Link
        to={withCountryPrefix(category.path, countryCode)}
        onClick={onNavigate}
        className="inline-block px-2 py-1 font-bold text-brand-700 underline"
      >
        All {category.category.name}
      </Link>
      <ul className="relative mt-2 min-h-56">
        {category.genres.map((genre, index) => (
          <GenreEntry
            key={genre.path}
            genre={genre}
            active={index === active}
            onSelect={() => setActive(index)}
            countryCode={countryCode}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </div>
  );
}

/** The panel of a header-menu title list (the region's leagues or genres). */
export function TitleListPanel({
  entries,
  countryCode,
  onNavigate,
}: {
  entries: MenuEntry[];
  countryCode: string | null;
  onNavigate: () => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link
            to={withCountryPrefix(entry.path, countryCode)}
            onClick={onNavigate}
            className={PANEL_LINK}
          >
            {entry.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
