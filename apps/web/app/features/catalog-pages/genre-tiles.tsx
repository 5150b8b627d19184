import type { Genre } from '@reprise/domain/schemas/catalog';
import { ImageTile, TileGrid } from '../../ui/image-tile';

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
    <TileGrid
      className="mt-4"
      items={genres}
      itemKey={(genre) => genre.id}
      renderItem={(genre) => <GenreTile genre={genre} countryCode={countryCode} />}
    />
  );
}
