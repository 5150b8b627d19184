import { noMapImageGroup } from '@reprise/domain/categories';
import { useState } from 'react';
import { useCdnBaseUrl } from '../../lib/cdn-base-url';
import { useT } from '../../lib/i18n/catalogue';
import { noMapImageChain } from '../events/event-image';

/**
 * The no-map default image of an event without a seat map: by genre, then category,
 * then general admission, then the fallback event image, moving down the chain on a load error.
 */
export function NoMapImage({
  genreId,
  categoryId,
}: {
  genreId: number | null;
  categoryId: number | null;
}) {
  const t = useT();
  const chain = noMapImageChain(genreId, categoryId, useCdnBaseUrl());
  const [index, setIndex] = useState(0);
  return (
    <figure className="m-0">
      <img
        src={chain[Math.min(index, chain.length - 1)]}
        alt={`${noMapImageGroup(genreId, categoryId)} seating`}
        width={640}
        height={360}
        decoding="async"
        data-no-map-image=""
        onError={() => setIndex((current) => Math.min(current + 1, chain.length - 1))}
        className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
      />
      <figcaption className="mt-2 text-sm text-slate-700">{t('event.noMap')}</figcaption>
    </figure>
  );
}
