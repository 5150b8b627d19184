import { homePath } from '@reprise/domain/routes';
import { Link } from 'react-router';

/** The Reprise logo, linking home in the visitor's country (every header variant has it). */
export function LogoLink({ countryCode }: { countryCode: string | null }) {
  return (
    <Link
      to={homePath(countryCode)}
      aria-label="Reprise home"
      className="text-2xl font-extrabold tracking-tight"
    >
      Reprise
    </Link>
  );
}
