// Letters Unicode decomposition leaves alone (they are not "letter + accent"), spelled the way
// English-language URLs usually spell them, so 'Røyksopp' keeps its o instead of losing it.
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
const FOLDABLE_LETTER = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'g');

/** Lowercase text with accents removed and ß/æ/ø… spelled out: 'Beyoncé' → 'beyonce'. */
export function foldLetters(text: string): string {
  // NFKD also flattens ligatures and full-width letters.
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FOLDABLE_LETTER, (letter) => LETTER_FOLDS[letter] ?? letter);
}
