import { describe, expect, it } from 'vitest';
import { requiredText } from './required-text';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('requiredText', () => {
  it('trims the text and keeps it when it has 1 to max characters', () => {
    expect(requiredText('city', 5).parse('  Leeds ')).toBe('Leeds');
  });

  it.each([
    ['', 'city is required'],
    ['   ', 'city is required'],
    ['Manchester', 'city must be at most 5 characters'],
    [42, 'city must be a text'],
    [undefined, 'city must be a text'],
  ])('refuses %j: %s', (input, message) => {
    expect(messages(requiredText('city', 5).safeParse(input))).toEqual([message]);
  });

  it('says "is required" for a value that is not a string where the field asks for it', () => {
    expect(messages(requiredText('slug', 5, 'is required').safeParse(undefined))).toEqual([
      'slug is required',
    ]);
    expect(messages(requiredText('slug', 5, 'is required').safeParse(''))).toEqual([
      'slug is required',
    ]);
  });
});
