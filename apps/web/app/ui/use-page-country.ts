import { splitCountryPrefix } from '@reprise/domain/country';
import { useLocation } from 'react-router';

/**
 * The current page's URL country prefix (null: none) — links in the shell keep the visitor in
 * their country. Read from the URL, so server and client render the same.
 */
export function usePageCountry(): string | null {
  return splitCountryPrefix(useLocation().pathname).countryCode;
}
