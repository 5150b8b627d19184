import { describe, expect, it } from 'vitest';
import { describeWait, estimatedWaitSeconds, nextPollMs } from './waiting-room-rules';

describe('waiting room rules', () => {
  it('estimates the wait from the place, the rate and the time to the opening', () => {
    expect(estimatedWaitSeconds(40, 20, 0)).toBe(2);
    expect(estimatedWaitSeconds(41, 20, 0)).toBe(3);
    expect(estimatedWaitSeconds(1, 20, 29.2)).toBe(31);
    expect(estimatedWaitSeconds(10, 2, -5)).toBe(5);
  });

  it('says the wait in words', () => {
    expect(describeWait(59)).toBe('less than a minute');
    expect(describeWait(60)).toBe('about a minute');
    expect(describeWait(600)).toBe('about 10 minutes');
    expect(describeWait(3 * 3600)).toBe('about 3 hours');
  });

  it('asks often near the front and rarely far back', () => {
    expect(nextPollMs(1)).toBe(2_000);
    expect(nextPollMs(null)).toBe(2_000);
    expect(nextPollMs(40)).toBe(10_000);
    expect(nextPollMs(5_000)).toBe(30_000);
  });
});
