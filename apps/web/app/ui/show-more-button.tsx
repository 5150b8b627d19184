import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/catalogue';

/**
 * A list's Show More button: while the next page loads it reads "Loading…" and cannot be pressed
 * again. Each list keeps its own look (`className`).
 */
export function ShowMoreButton({
  loading,
  onClick,
  className,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  className: string;
  /** The label when not loading. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <button type="button" onClick={onClick} disabled={loading} className={className}>
      {loading ? t('common.loading') : children}
    </button>
  );
}
