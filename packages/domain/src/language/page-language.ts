import { DEFAULT_LANGUAGE, LANGUAGE_OPTIONS, type LanguageTag } from '../constants';

const TAGS: ReadonlySet<string> = new Set(LANGUAGE_OPTIONS.map((option) => option.tag));

/** Whether a text is one of the site's language tags ('de'), exactly. */
export function isLanguageTag(value: string | undefined | null): value is LanguageTag {
  return value != null && TAGS.has(value);
}

/**
 * The site language an Accept-Language header asks for first ('fr-FR,fr;q=0.9,en;q=0.8' → 'fr'),
 * by quality then order, matching on the primary subtag; null when it names none of ours.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): LanguageTag | null {
  if (!header) return null;
  const ranges: { tag: string; q: number; at: number }[] = [];
  header.split(',').forEach((part, at) => {
    const [range = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) return;
    ranges.push({ tag: range.trim().toLowerCase().split('-')[0] ?? '', q, at });
  });
  ranges.sort((a, b) => b.q - a.q || a.at - b.at);
  return ranges.map((range) => range.tag).find(isLanguageTag) ?? null;
}

/**
 * The language a page is rendered in: the visitor's choice (the language cookie) when it is one
 * of ours, else what their browser asks for, else English.
 */
export function pageLanguage(
  cookieValue: string | undefined | null,
  acceptLanguage: string | undefined | null,
): LanguageTag {
  if (isLanguageTag(cookieValue)) return cookieValue;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
