import { describe, expect, it } from 'vitest';
import { eventSegment, genreSlug, parseEventSegment, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Taylor Swift', 'taylor-swift'],
    ['  Hello   World!! ', 'hello-world'],
    ['AC/DC', 'acdc'],
    ['Beyoncé', 'beyonce'],
    ['Mötley Crüe', 'motley-crue'],
    ['Røyksopp', 'royksopp'],
    ['Simon & Garfunkel', 'simon-garfunkel'],
    ['Guns N’ Roses', 'guns-n-roses'],
    ['blink-182', 'blink-182'],
    ['--already--slugged--', 'already-slugged'],
    ['snake_case stays', 'snake_case-stays'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['ﬁnal ＡＢＣ', 'final-abc'],
    ['!!!', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = slugify(' Les Misérables (Touring) ');
    expect(slugify(once)).toBe(once);
  });
});

describe('genreSlug', () => {
  it.each([
    ['Premier League', 'epl'],
    ['Hip Hop', 'rb'],
    ['hip-hop', 'rb'],
  ])('applies the genre slug alias of %j: %j', (name, slug) => {
    expect(genreSlug(name)).toBe(slug);
  });

  it.each([
    ['Alternative Rock', 'alternative-rock'],
    ['NBA', 'nba'],
    ['Premier League Darts', 'premier-league-darts'],
  ])('slugifies every other name: %j → %j', (name, slug) => {
    expect(genreSlug(name)).toBe(slug);
  });
});

describe('eventSegment', () => {
  it('joins the slug and the id with a plus', () => {
    expect(eventSegment('Taylor Swift: The Eras Tour', 123)).toBe('taylor-swift-the-eras-tour+123');
    expect(eventSegment('London', '7')).toBe('london+7');
  });
});

describe('parseEventSegment', () => {
  it.each([
    ['taylor-swift+123', { slug: 'taylor-swift', id: 123 }],
    ['a+b+45', { slug: 'a+b', id: 45 }],
    ['x%2B9', { slug: 'x', id: 9 }],
    ['x%2b9', { slug: 'x', id: 9 }],
    ['caf%C3%A9+3', { slug: 'café', id: 3 }],
    ['+12', { slug: '', id: 12 }],
    ['max+2147483647', { slug: 'max', id: 2_147_483_647 }],
  ])('%j → %j', (segment, expected) => {
    expect(parseEventSegment(segment)).toEqual(expected);
  });

  it.each([
    'no-id',
    '+0',
    'show+',
    'show+-5',
    'show+1.5',
    'show+12abc',
    'show+007',
    'show+99999999999999999999',
    'show+2147483648',
    'show+9007199254740991',
    '',
  ])('%j → null', (segment) => {
    expect(parseEventSegment(segment)).toBeNull();
  });

  it('round-trips eventSegment', () => {
    expect(parseEventSegment(eventSegment('Hamilton', 42))).toEqual({ slug: 'hamilton', id: 42 });
  });

  it('survives a malformed escape', () => {
    expect(parseEventSegment('bad%E0%A4%A%2B5')).toEqual({ slug: 'bad%E0%A4%A', id: 5 });
  });
});
