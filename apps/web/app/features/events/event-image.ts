import { FALLBACK_EVENT_IMAGE, noMapImageGroup } from '@reprise/domain/categories';
import { slugify } from '@reprise/domain/slug';

// Our generated group images stand in for the spec's no-map default images (§3).
const groupImage = (group: string): string => `/api/img/genres/${slugify(group)}.svg`;

/**
 * The images an event card tries in order (spec §3): its own (performer) image, the no-map image
 * of its genre, of its category, the general-admission image, then the fallback event image.
 * Duplicates are dropped, so a failing image never gets retried.
 */
export function eventImageChain(event: {
  performerimg: string | null;
  genreid: number | null;
  categoryid: number | null;
}): string[] {
  const chain = [
    event.performerimg,
    groupImage(noMapImageGroup(event.genreid, event.categoryid)),
    groupImage(noMapImageGroup(null, event.categoryid)),
    groupImage('General Admission'),
    FALLBACK_EVENT_IMAGE,
  ].filter((src): src is string => Boolean(src));
  return [...new Set(chain)];
}
