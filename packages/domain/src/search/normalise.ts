import { foldLetters } from '../fold-letters';

// One spelling of names and queries for matching: 'Beyoncé', 'BEYONCE' and 'beyonce' must meet.

// Apostrophes join ("Guns N' Roses" → "guns n roses"); every other non-letter-or-digit splits.
const APOSTROPHES = /['’`]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Search spelling of a text: NFKD, no diacritics, lowercase, words separated by single spaces. */
export function normaliseSearchText(text: string): string {
  return foldLetters(text).replace(APOSTROPHES, '').replace(SEPARATORS, ' ').trim();
}

/** The words of a text in search spelling, in order (duplicates kept). */
export function searchTokens(text: string): string[] {
  const normalised = normaliseSearchText(text);
  return normalised === '' ? [] : normalised.split(' ');
}
