import { FALLBACK_EVENT_IMAGE } from '@reprise/domain/categories';
import { canonicalUrl } from '@reprise/domain/routes';
import type { MetaDescriptor } from 'react-router';
import type { MessageKey } from '../i18n/catalogue';
import { metaTranslator } from '../i18n/meta-translate';

/** What a page's `meta` function knows about itself. */
export interface PageMetaInput {
  /** Full document title, as getMetaContent gives it ('Blog | Reprise'). */
  title: string;
  description?: string;
  /** The page's pathname (query and country prefix allowed: they are stripped for the canonical). */
  path: string;
  /** Site base without trailing slash (root loader `publicBaseUrl`). */
  baseUrl: string;
  /** Share image: absolute, or a site path made absolute here. */
  image?: string | null;
  /** Open Graph type; 'website' for every page but articles and events. */
  type?: 'website' | 'article';
}

/** A URL made absolute on the site base, unless it already is (a CDN image). */
export function absolute(baseUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * Title, description, canonical link (none for /404, /410, /_error and event pages),
 * Open Graph and Twitter card tags of one page.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { title, description, path, baseUrl } = input;
  const canonical = canonicalUrl(baseUrl, path);
  // Pages without a canonical (events) still need an og:url: their own address without query.
  const url = canonical ?? absolute(baseUrl, path.split(/[?#]/, 1)[0] ?? '/');
  const image = absolute(baseUrl, input.image || FALLBACK_EVENT_IMAGE);
  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: 'description', content: description });
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  tags.push(
    { property: 'og:site_name', content: 'Reprise' },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
  );
  if (description) tags.push({ property: 'og:description', content: description });
  tags.push({ name: 'twitter:card', content: 'summary_large_image' });
  return tags;
}

/** The root loader's fields a `meta` function reads through `matches`. */
interface RootMetaData {
  publicBaseUrl?: string;
}

/** The site base from the root match of a `meta` function's `matches` ('' if absent). */
export function baseUrlFromMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): string {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.loaderData as RootMetaData | undefined;
  return data?.publicBaseUrl ?? '';
}

/** What every route `meta` function receives that `routeMeta` needs. */
interface MetaArgsLike {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
  location: { pathname: string };
}

/** `pageMeta` for a route's own `meta` function: its title and description, at its own path. */
export function routeMeta(
  args: MetaArgsLike,
  title: string,
  description?: string,
): MetaDescriptor[] {
  return pageMeta({
    title,
    description,
    path: args.location.pathname,
    baseUrl: baseUrlFromMatches(args.matches),
  });
}

/** The `meta` function of a page whose title and description are messages of the catalogue. */
export function messageMeta(title: MessageKey, description: MessageKey) {
  return (args: MetaArgsLike): MetaDescriptor[] => {
    const t = metaTranslator(args.matches);
    return routeMeta(args, t(title), t(description));
  };
}
