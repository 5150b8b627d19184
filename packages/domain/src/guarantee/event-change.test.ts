import { describe, expect, it } from 'vitest';
import { eventChangeBody, needsConfirmation, refundKeyOf, taskKindOf } from './event-change';

describe('event changes', () => {
  it('refunds a cancellation and only tells the buyer of a postponement or new date', () => {
    expect(taskKindOf('cancelled')).toBe('refund');
    expect(taskKindOf('postponed')).toBe('notify');
    expect(taskKindOf('rescheduled')).toBe('notify');
  });

  it("holds a source's cancellation of an event with paid orders for an operator", () => {
    expect(needsConfirmation('source', 'cancelled', 1)).toBe(true);
    expect(needsConfirmation('source', 'cancelled', 0)).toBe(false);
    expect(needsConfirmation('source', 'postponed', 5)).toBe(false);
    expect(needsConfirmation('operator', 'cancelled', 5)).toBe(false);
  });

  it('gives each order of a change its own refund key', () => {
    expect(refundKeyOf(1, 2)).not.toBe(refundKeyOf(1, 3));
    expect(refundKeyOf(1, 2)).toBe(refundKeyOf(1, 2));
  });

  it('needs the new date of a rescheduled event', () => {
    const missing = eventChangeBody.safeParse({ status: 'rescheduled', reason: 'Venue flooded' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['startsAt']);
    expect(
      eventChangeBody.safeParse({
        status: 'rescheduled',
        reason: 'Venue flooded',
        startsAt: '2027-03-01T19:30:00Z',
      }).success,
    ).toBe(true);
  });
});
