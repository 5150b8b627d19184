import {
  HOVER_DELAY_MOVED_MS,
  HOVER_DELAY_MS,
  HOVER_MOVE_THRESHOLD_PX,
} from '@reprise/domain/constants';
import { describe, expect, it } from 'vitest';
import { hoverDelay, hoverMove, pointerDistance } from './hover-intent';

describe('hover intent', () => {
  it('uses the fixed delays: 200 ms, 500 ms past 30 px', () => {
    expect([HOVER_DELAY_MS, HOVER_DELAY_MOVED_MS, HOVER_MOVE_THRESHOLD_PX]).toEqual([200, 500, 30]);
  });

  it('waits 200 ms while the pointer stays within 30 px of where it entered', () => {
    const entered = { x: 100, y: 100 };
    expect(hoverDelay(entered, entered)).toBe(200);
    expect(hoverDelay(entered, { x: 130, y: 100 })).toBe(200); // exactly 30 px: not "more than"
    expect(hoverDelay(entered, { x: 118, y: 124 })).toBe(200); // 30 px diagonally
  });

  it('waits 500 ms once the pointer moved more than 30 px, in any direction', () => {
    const entered = { x: 100, y: 100 };
    expect(hoverDelay(entered, { x: 131, y: 100 })).toBe(500);
    expect(hoverDelay(entered, { x: 100, y: 69 })).toBe(500);
    expect(hoverDelay(entered, { x: 122, y: 122 })).toBe(500); // 31.1 px diagonally
  });

  it('measures straight-line distance', () => {
    expect(pointerDistance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
  });

  it('restarts the wait from the new position only after a move past the threshold', () => {
    expect(hoverMove({ x: 0, y: 0 }, { x: 10, y: 10 })).toEqual({ restart: false });
    expect(hoverMove({ x: 0, y: 0 }, { x: 40, y: 0 })).toEqual({
      restart: true,
      delay: 500,
      origin: { x: 40, y: 0 },
    });
  });
});
