import { FALLBACK_EVENT_IMAGE, noMapImageGroup } from '@reprise/domain/categories';
import { slugify } from '@reprise/domain/slug';

// Our generated group images stand in for the no-map default images. They sit under the same
// CDN base the API rewrites stored image paths to, so a CDN_BASE_URL moves them too.
const groupImage = (cdnBaseUrl: string, group: string): string =>
  `${cdnBaseUrl.replace(/\/+$/, '')}/genres/${slugify(group)}.svg`;

/**
 * The no-map default images of an event, in the order to try them: by genre, by
 * category, general admission, then the fallback event image. Duplicates are dropped, so a
 * failing image never gets retried.
 */
export function noMapImageChain(
  genreId: number | null,
  categoryId: number | null,
  cdnBaseUrl: string,
): string[] {
  return [
    ...new Set([
      groupImage(cdnBaseUrl, noMapImageGroup(genreId, categoryId)),
      groupImage(cdnBaseUrl, noMapImageGroup(null, categoryId)),
      groupImage(cdnBaseUrl, 'General Admission'),
      FALLBACK_EVENT_IMAGE,
    ]),
  ];
}

/**
 * The images an event card tries in order: its own (performer) image, then the no-map images of
 * its genre and category.
 */
export function eventImageChain(
  event: {
    performerimg: string | null;
    genreid: number | null;
    categoryid: number | null;
  },
  cdnBaseUrl: string,
): string[] {
  const chain = [
    event.performerimg,
    ...noMapImageChain(event.genreid, event.categoryid, cdnBaseUrl),
  ];
  return [...new Set(chain.filter((src): src is string => Boolean(src)))];
}
