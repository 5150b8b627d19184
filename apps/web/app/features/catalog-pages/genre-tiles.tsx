import { withCountryPrefix } from '@reprise/domain/country';
import type { Genre } from '@reprise/domain/schemas/catalog';
import { Link } from 'react-router';

/** A genre (or league) tile: its image and name, linking to the genre page. */
export function GenreTile({ genre, countryCode }: { genre: Genre; countryCode: string | null }) {
  return (
    <Link
      to={withCountryPrefix(genre.path, countryCode)}
      className="group block rounded-xl border border-slate-200 bg-white p-2 hover:border-brand-600"
    >
      <img
        src={genre.image ?? '/img/events/live_1.webp'}
        alt=""
        width={240}
        height={135}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full rounded-lg bg-slate-200 object-cover"
      />
      <span className="mt-2 block font-semibold text-slate-950 group-hover:text-brand-700">
        {genre.name}
      </span>
    </Link>
  );
}

/** Genre tiles in a grid. */
export function GenreTileGrid({
  genres,
  countryCode,
}: {
  genres: readonly Genre[];
  countryCode: string | null;
}) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-4 min-[576px]:grid-cols-3 min-[1024px]:grid-cols-4">
      {genres.map((genre) => (
        <li key={genre.id}>
          <GenreTile genre={genre} countryCode={countryCode} />
        </li>
      ))}
    </ul>
  );
}
