// One spelling of names and queries for matching: 'Beyoncé', 'BEYONCE' and 'beyonce' must meet.

// Letters NFKD leaves whole (they are not "letter + accent"), folded the way slugs fold them.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};
const FOLDABLE_LETTER = /[ßæøœđðłþı]/g;
// Apostrophes join ("Guns N' Roses" → "guns n roses"); every other non-letter-or-digit splits.
const APOSTROPHES = /['’`]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Search spelling of a text: NFKD, no diacritics, lowercase, words separated by single spaces. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FOLDABLE_LETTER, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}

/** The words of a text in search spelling, in order (duplicates kept). */
export function searchTokens(text: string): string[] {
  const normalised = normaliseSearchText(text);
  return normalised === '' ? [] : normalised.split(' ');
}
