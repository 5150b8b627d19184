import { describe, expect, it } from 'vitest';
import { findInputProblem, hasControlCharacter, MAX_INPUT_DEPTH } from './control-characters';

describe('control characters in input', () => {
  it('refuses NUL, the other C0 controls and DEL, but not tab, newline or carriage return', () => {
    for (const code of [0, 1, 8, 11, 12, 14, 31, 127]) {
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), `U+${code}`).toBe(true);
    }
    for (const text of ['a\tb', 'line\nnext', 'crlf\r\n', 'Beyoncé', '😀', '']) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names the first field at fault with its dotted path', () => {
    expect(findInputProblem({ slug: 'ok', search: 'a\u0000b' }, '')).toEqual({
      field: 'search',
      reason: 'control-character',
    });
    expect(
      findInputProblem({ variables: { input: { eventSearch: ['x', 'y\u0001'] } } }, ''),
    ).toEqual({ field: 'variables.input.eventSearch.1', reason: 'control-character' });
    expect(findInputProblem({ 'bad\u0000key': 1 }, 'body')).toEqual({
      field: 'body.bad\u0000key',
      reason: 'control-character',
    });
    expect(findInputProblem('a\u0000', 'query')).toEqual({
      field: 'query',
      reason: 'control-character',
    });
  });

  it('passes clean input of any shape', () => {
    expect(findInputProblem({ a: [1, true, null, { b: 'ok' }], c: 2 }, '')).toBeNull();
    expect(findInputProblem(undefined, '')).toBeNull();
  });

  it('stops at a hostile nesting instead of overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(findInputProblem(deep, 'body')).toEqual({ field: 'body.0', reason: 'too-deep' });
    expect(findInputProblem({ variables: deep }, '')).toEqual({
      field: 'variables',
      reason: 'too-deep',
    });
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i += 1) fine = { a: fine };
    expect(findInputProblem(fine, '')).toBeNull();
  });
});
