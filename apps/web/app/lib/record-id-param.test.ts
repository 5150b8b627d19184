import { describe, expect, it } from 'vitest';
import { recordIdParam } from './record-id-param';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return 'nothing thrown';
}

describe('recordIdParam', () => {
  it.each([
    ['1', 1],
    ['12', 12],
    ['2147483647', 2_147_483_647],
  ])('reads %s as the id %i', (text, id) => {
    expect(recordIdParam(text)).toBe(id);
  });

  it.each([undefined, '', '0', '-1', '1.5', '1e3', ' 12', '12abc', '2147483648', '99999999999'])(
    'answers 404 for %j',
    (text) => {
      expect(thrown(() => recordIdParam(text))).toMatchObject({ init: { status: 404 } });
    },
  );
});
