import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-pattern';

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character so they match themselves', () => {
    expect(escapeLike('100%_off\\')).toBe('100\\%\\_off\\\\');
    expect(escapeLike('plain text')).toBe('plain text');
  });

  it('wraps the escaped text in % for a contains match', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('')).toBe('%%');
  });
});
