import { describe, expect, it } from 'vitest';
import { canRunMarketplace, mayRefund, SUPPORT_REFUND_LIMIT_MINOR } from './desk-roles';

describe('desk roles', () => {
  it('lets support refund up to the limit and an operator any amount', () => {
    expect(mayRefund('support', SUPPORT_REFUND_LIMIT_MINOR)).toBe(true);
    expect(mayRefund('support', SUPPORT_REFUND_LIMIT_MINOR + 1)).toBe(false);
    expect(mayRefund('operator', SUPPORT_REFUND_LIMIT_MINOR * 10)).toBe(true);
  });

  it('keeps event changes and promo codes to operators', () => {
    expect(canRunMarketplace('operator')).toBe(true);
    expect(canRunMarketplace('support')).toBe(false);
  });
});
