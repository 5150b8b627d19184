import { useT } from '../../lib/i18n/catalogue';
import { MobileSearchDialog } from './mobile-search-dialog';
import { SearchCombobox } from './search-combobox';

export interface HeaderSearchProps {
  /**
   * auto: the inline box from 576 px up and the modal's button below, both rendered and switched
   * by CSS only, so server and client render the same DOM; mobile: only the button.
   */
  variant?: 'auto' | 'mobile';
  className?: string;
}

/** The header's search box: inline on wide screens, a full-screen modal on phones. */
export function HeaderSearch({ variant = 'auto', className = '' }: HeaderSearchProps) {
  const t = useT();
  return (
    <div className={`flex items-center justify-end min-[576px]:justify-start ${className}`}>
      {variant === 'auto' ? (
        // WIDE_FORM_MIN_WIDTH (576 px) as a Tailwind breakpoint.
        <div className="hidden w-full min-[576px]:block">
          <SearchCombobox
            variant="header"
            layout="dropdown"
            landmarkLabel={t('search.siteSearch')}
          />
        </div>
      ) : null}
      <MobileSearchDialog triggerClassName={variant === 'auto' ? 'min-[576px]:hidden' : ''} />
    </div>
  );
}
