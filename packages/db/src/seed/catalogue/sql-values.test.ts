import { describe, expect, it } from 'vitest';
import { tuple } from './sql-values';

describe('tuple', () => {
  it('renders literals with quotes doubled and JSON cast to jsonb', () => {
    expect(tuple([1, "St James' Park", null, true, { json: { a: "O'Brien" } }])).toBe(
      `(1,'St James'' Park',null,true,'{"a":"O''Brien"}'::jsonb)`,
    );
  });

  it('refuses numbers SQL cannot hold', () => {
    expect(() => tuple([Number.NaN])).toThrow(/NaN/);
  });
});
