import type { Translate } from '../../lib/i18n/catalogue';

/** A section as fans read it: a bare number is 'Section 101'; 'Floor A' stays as it is. */
export function sectionName(t: Translate, name: string): string {
  return /^\d+$/.test(name) ? t('event.section', { name }) : name;
}
