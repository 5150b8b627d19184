import { useT } from '../../lib/i18n/catalogue';
import { SearchCombobox } from './search-combobox';

export interface BannerSearchProps {
  /** Text the box starts with (the /see-all page passes its query). */
  initialText?: string;
  className?: string;
}

/**
 * The home banner's search box: the header's behaviour with the banner's empty text
 * and 'See All Results'. Only the form: the page owns its heading.
 */
export function BannerSearch({ initialText, className = '' }: BannerSearchProps) {
  const t = useT();
  return (
    <div className={`mx-auto w-full max-w-2xl ${className}`}>
      <SearchCombobox
        variant="banner"
        layout="dropdown"
        size="large"
        landmarkLabel={t('search.searchEvents')}
        initialText={initialText}
      />
    </div>
  );
}
