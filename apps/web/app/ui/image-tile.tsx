import { FALLBACK_EVENT_IMAGE } from '@reprise/domain/categories';
import { withCountryPrefix } from '@reprise/domain/country';
import type { PerformerCard } from '@reprise/domain/schemas/catalog';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const SHAPES = {
  wide: { width: 240, height: 135, className: 'aspect-video' },
  square: { width: 200, height: 200, className: 'aspect-square' },
} as const;

/** A linked tile of an image and a name (genres, leagues, performers), with the country prefix. */
export function ImageTile({
  path,
  image,
  name,
  countryCode,
  shape,
}: {
  path: string;
  image: string | null | undefined;
  name: string;
  countryCode: string | null;
  shape: keyof typeof SHAPES;
}) {
  const { width, height, className } = SHAPES[shape];
  return (
    <Link
      to={withCountryPrefix(path, countryCode)}
      className="group block rounded-xl border border-slate-200 bg-white p-2 hover:border-brand-600"
    >
      <img
        src={image ?? FALLBACK_EVENT_IMAGE}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={`${className} w-full rounded-lg bg-slate-200 object-cover`}
      />
      <span className="mt-2 block font-semibold text-slate-950 group-hover:text-brand-700">
        {name}
      </span>
    </Link>
  );
}

/** One performer tile: image and name, linking to the performer page. */
export function PerformerTile({
  performer,
  countryCode,
}: {
  performer: PerformerCard;
  countryCode: string | null;
}) {
  return (
    <ImageTile
      path={performer.path}
      image={performer.imageUrl}
      name={performer.name}
      countryCode={countryCode}
      shape="square"
    />
  );
}

/** Tiles in a grid: two a row on a phone, three from 576 px wide, four from 1024 px. */
export function TileGrid<T>({
  items,
  itemKey,
  renderItem,
  className = '',
}: {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Spacing above the grid ('mt-4'). */
  className?: string;
}) {
  return (
    <ul
      className={`${className} grid grid-cols-2 gap-4 min-[576px]:grid-cols-3 min-[1024px]:grid-cols-4`.trim()}
    >
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
