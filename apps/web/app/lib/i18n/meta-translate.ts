import { DEFAULT_LANGUAGE, type LanguageTag } from '@reprise/domain/constants';
import { type Catalogue, type Translate, translator } from './catalogue';
import { storedCatalogue } from './catalogue-store';

/** What a route's `meta` function receives that the page's catalogue is found in. */
export type MatchesLike = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The page's catalogue from a `meta` function's matches (the root loader's language). */
export function catalogueFromMatches(matches: MatchesLike): Catalogue {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.loaderData as { language?: LanguageTag } | undefined;
  return data?.language
    ? storedCatalogue(data.language)
    : { language: DEFAULT_LANGUAGE, messages: {} };
}

/** A translate function for a `meta` function: titles and descriptions in the page's language. */
export function metaTranslator(matches: MatchesLike): Translate {
  return translator(catalogueFromMatches(matches));
}
