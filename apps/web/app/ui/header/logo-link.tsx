import { homePath } from '@reprise/domain/routes';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/catalogue';

/** The Reprise logo, linking home in the visitor's country (every header variant has it). */
export function LogoLink({ countryCode }: { countryCode: string | null }) {
  const t = useT();
  return (
    <Link
      to={homePath(countryCode)}
      aria-label={t('header.homeLabel')}
      className="text-2xl font-extrabold tracking-tight"
    >
      Reprise
    </Link>
  );
}
