import type { Genre } from '@reprise/domain/schemas/catalog';
import { ImageTile } from '../../ui/image-tile';

/** A genre (or league) tile: its image and name, linking to the genre page. */
export function GenreTile({ genre, countryCode }: { genre: Genre; countryCode: string | null }) {
  return (
    <ImageTile
      path={genre.path}
      image={genre.image}
      name={genre.name}
      countryCode={countryCode}
      shape="wide"
    />
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
