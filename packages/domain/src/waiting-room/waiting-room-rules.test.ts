import { describe, expect, it } from 'vitest';
import { estimatedWaitSeconds, nextPollMs, roundedWait } from './waiting-room-rules';

describe('waiting room rules', () => {
  it('estimates the wait from the place, the rate and the time to the opening', () => {
    expect(estimatedWaitSeconds(40, 20, 0)).toBe(2);
    expect(estimatedWaitSeconds(41, 20, 0)).toBe(3);
    expect(estimatedWaitSeconds(1, 20, 29.2)).toBe(31);
    expect(estimatedWaitSeconds(10, 2, -5)).toBe(5);
  });

  it('rounds the wait to under a minute, whole minutes or whole hours', () => {
    expect(roundedWait(59)).toEqual({ unit: 'underMinute', count: 0 });
    expect(roundedWait(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(roundedWait(600)).toEqual({ unit: 'minutes', count: 10 });
    expect(roundedWait(89 * 60)).toEqual({ unit: 'minutes', count: 89 });
    expect(roundedWait(3 * 3600)).toEqual({ unit: 'hours', count: 3 });
  });

  it('asks often near the front and rarely far back', () => {
    expect(nextPollMs(1)).toBe(2_000);
    expect(nextPollMs(null)).toBe(2_000);
    expect(nextPollMs(40)).toBe(10_000);
    expect(nextPollMs(5_000)).toBe(30_000);
  });
});
