import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { CheckoutCountdown } from './checkout-countdown';

const RESERVED_LABEL = en['checkout.reservedFor'];
const EXPIRED_LABEL = en['checkout.timeExpired'];

const timerText = () => screen.getByRole('timer').textContent;

describe('the checkout countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-01-01T12:00:00.000Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  /** The countdown of a hold ending `msLeft` from now by this browser's clock. */
  function renderCountdown({ msLeft = 600_000, skewMs = 0, onExpire = () => {} } = {}) {
    const expiresAt = new Date(Date.now() + msLeft).toISOString();
    render(
      <CheckoutCountdown
        expiresAt={expiresAt}
        skewMs={skewMs}
        processing={false}
        onExpire={onExpire}
      />,
    );
  }

  it("counts down from the server's expires_at, redrawn every 900 ms", () => {
    renderCountdown();
    expect(timerText()).toBe(`${RESERVED_LABEL}10:00`);
    // 1 s has passed but the next redraw is at 1.8 s: the display still says 10:00.
    act(() => vi.advanceTimersByTime(1_000));
    expect(timerText()).toBe(`${RESERVED_LABEL}10:00`);
    act(() => vi.advanceTimersByTime(800));
    expect(timerText()).toBe(`${RESERVED_LABEL}09:59`);
    act(() => vi.advanceTimersByTime(65_000));
    expect(timerText()).toBe(`${RESERVED_LABEL}08:54`);
  });

  it("corrects this browser's clock by the server's", () => {
    // The server is 30 s ahead: 9:30 are left, not 10:00.
    renderCountdown({ skewMs: 30_000 });
    expect(timerText()).toBe(`${RESERVED_LABEL}09:30`);
  });

  it("says 'Time Expired:' at 00:00 and calls onExpire once", () => {
    const onExpire = vi.fn();
    renderCountdown({ msLeft: 2_000, onExpire });
    act(() => vi.advanceTimersByTime(900));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_800));
    expect(timerText()).toBe(`${EXPIRED_LABEL}00:00`);
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('is hidden while the order is processing, and does not expire the checkout then', () => {
    const onExpire = vi.fn();
    const expiresAt = new Date(Date.now() + 2_000).toISOString();
    const { rerender } = render(
      <CheckoutCountdown expiresAt={expiresAt} skewMs={0} processing onExpire={onExpire} />,
    );
    expect(screen.queryByRole('timer')).toBeNull();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).not.toHaveBeenCalled();
    // The payment failed: the timer is back, and the time is up.
    rerender(
      <CheckoutCountdown expiresAt={expiresAt} skewMs={0} processing={false} onExpire={onExpire} />,
    );
    expect(timerText()).toBe(`${EXPIRED_LABEL}00:00`);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
