import { dateLocale } from '@reprise/domain/language/intl-locale';
import { formatEventDateForms } from '@reprise/domain/timezone';
import { useLanguage } from '../../lib/i18n/catalogue';

/**
 * An event's date and time in its venue's zone, machine-readable for assistive tech and crawlers.
 * Both date forms are rendered and CSS shows one: the long-weekday form up to 425 px (NARROW_MAX_WIDTH),
 * the '@' form above. Choosing in CSS, not from `window`, keeps server and client output equal.
 */
export function EventDate({ startsAt, timezone }: { startsAt: string; timezone: string }) {
  const { narrow, wide } = formatEventDateForms(startsAt, timezone, dateLocale(useLanguage()));
  return (
    <time dateTime={startsAt}>
      <span className="min-[426px]:hidden">{narrow}</span>
      <span className="hidden min-[426px]:inline">{wide}</span>
    </time>
  );
}
