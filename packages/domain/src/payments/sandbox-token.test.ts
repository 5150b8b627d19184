import { describe, expect, it } from 'vitest';
import {
  readSandboxToken,
  SANDBOX_TEST_CARDS,
  sandboxOutcome,
  sandboxToken,
} from './sandbox-token';

const NONCE = '0123456789abcdef';

describe('sandbox tokens', () => {
  it('answers each test card by its outcome, and any other card by approval', () => {
    expect(sandboxOutcome('4242 4242 4242 4242')).toBe('approve');
    expect(sandboxOutcome(SANDBOX_TEST_CARDS.declined)).toBe('decline');
    expect(sandboxOutcome('4000 0000 0000 9995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4000 0027 6000 3184')).toBe('challenge');
    expect(sandboxOutcome('5555 5555 5555 4444')).toBe('approve');
  });

  it('carries the outcome, brand and last four, never the card number', () => {
    const token = sandboxToken('4242 4242 4242 4242', NONCE);
    expect(token).toBe(`tok_sandbox_approve_visa_4242_${NONCE}`);
    expect(token).not.toContain('424242424242');
    expect(readSandboxToken(token)).toEqual({ outcome: 'approve', brand: 'Visa', last4: '4242' });
    expect(readSandboxToken(sandboxToken('3782 822463 10005', NONCE))).toEqual({
      outcome: 'approve',
      brand: 'American Express',
      last4: '0005',
    });
  });

  it('reads nothing but its own shape', () => {
    expect(readSandboxToken('4242424242424242')).toBeNull();
    expect(readSandboxToken(`tok_sandbox_refund_visa_4242_${NONCE}`)).toBeNull();
    expect(readSandboxToken(`tok_sandbox_approve_visa_4242_${NONCE}x`)).toBeNull();
    expect(readSandboxToken('tok_sandbox_approve_visa_42424_0123456789abcdef')).toBeNull();
  });
});
