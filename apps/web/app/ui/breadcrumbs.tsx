import { canonicalUrl } from '@reprise/domain/routes';
import { Link, useRouteLoaderData } from 'react-router';
import { type MessageKey, useT } from '../lib/i18n/catalogue';
import { JsonLdScript } from './json-ld-script';

/** One step of a trail; the last one is the current page. */
export interface Crumb {
  name: string;
  /** A fixed step ('Home') shows this message in the page's language instead of the name. */
  label?: MessageKey;
  /** Site path (country prefix included for the link). */
  path: string;
}

interface RootData {
  publicBaseUrl?: string;
}

/** schema.org BreadcrumbList of a trail; items are canonical URLs (no country prefix). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], baseUrl: string) {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(base, crumb.path) ?? `${base}${crumb.path}`,
    })),
  };
}

/**
 * Breadcrumb trail (performer, genre, venue and city pages) with its BreadcrumbList
 * structured data. The JSON-LD script carries the document's CSP nonce from the root loader.
 */
export function Breadcrumbs({
  crumbs,
  className = '',
}: {
  crumbs: readonly Crumb[];
  className?: string;
}) {
  const t = useT();
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (crumbs.length === 0) return null;
  const last = crumbs.length - 1;
  return (
    <nav aria-label={t('common.breadcrumb')} className={`text-sm ${className}`.trim()}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index > 0 ? (
              <span aria-hidden="true" className="text-slate-500">
                /
              </span>
            ) : null}
            {index === last ? (
              <span aria-current="page" className="font-semibold">
                {crumb.label ? t(crumb.label) : crumb.name}
              </span>
            ) : (
              <Link to={crumb.path} className="underline underline-offset-2 hover:no-underline">
                {crumb.label ? t(crumb.label) : crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLdScript data={breadcrumbJsonLd(crumbs, root?.publicBaseUrl ?? '')} />
    </nav>
  );
}
