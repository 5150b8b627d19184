import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderGate } from './render-gate';

// The clock is Vitest's: render times and waits are exact, not measured on a busy machine.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets a render hold its place for `ms` of the fake clock. */
async function renderFor(gate: RenderGate, ms: number) {
  const release = await gate.enter();
  expect(release).not.toBeNull();
  vi.advanceTimersByTime(ms);
  release?.();
}

describe('RenderGate', () => {
  it('admits a lone visitor at once, whatever each render costs', async () => {
    const gate = new RenderGate({ maxConcurrent: 1, maxQueueMs: 0 });
    for (const ms of [1_200, 5_000, 30_000]) await renderFor(gate, ms);
    expect(await gate.enter()).not.toBeNull();
  });

  it('lets a request wait in line when the line clears within the bound', async () => {
    const gate = new RenderGate({ maxConcurrent: 2, maxQueueMs: 500 });
    await renderFor(gate, 100);
    const first = await gate.enter();
    const second = await gate.enter();
    let third: (() => void) | null | undefined;
    void gate.enter().then((release) => {
      third = release;
    });
    expect(gate.waiting).toBe(1);
    vi.advanceTimersByTime(50);
    first?.();
    await Promise.resolve();
    expect(third).toBeTypeOf('function');
    expect(gate.inFlight).toBe(2);
    second?.();
    third?.();
    expect(gate.inFlight).toBe(0);
  });

  it('lets a short line form whatever the pace, each in it waiting no longer than the bound', async () => {
    const gate = new RenderGate({ maxConcurrent: 2, maxQueueMs: 500 });
    // Renders take 400 ms: two places clear one request every 200 ms.
    await renderFor(gate, 400);
    await gate.enter();
    await gate.enter();
    // The third in line would wait 600 ms: it lines up all the same, and the line moves on.
    const waiting = [gate.enter(), gate.enter(), gate.enter()];
    expect(gate.waiting).toBe(3);
    vi.advanceTimersByTime(500);
    // Still in line when the bound is up (the renders ahead slowed): refused then, not later.
    expect(await Promise.all(waiting)).toEqual([null, null, null]);
    expect(gate.waiting).toBe(0);
  });

  it('queues behind one slow render while the other places keep the line moving', async () => {
    const gate = new RenderGate({ maxConcurrent: 2, maxQueueMs: 500 });
    // One page holds a place for 2 s (a slow read) while the other place turns out a page every
    // 5 ms: the line moves a place per 5 ms, whatever that one page took.
    const slow = await gate.enter();
    for (let i = 0; i < 400; i++) await renderFor(gate, 5);
    slow?.();
    const places = [await gate.enter(), await gate.enter()];
    // 90 in line clear in 450 ms at that pace: a line past the short one, and no one refused.
    const line = Array.from({ length: 90 }, () => gate.enter());
    expect(gate.waiting).toBe(90);
    for (const release of places) release?.();
    vi.advanceTimersByTime(500);
    expect((await Promise.all(line)).filter((release) => release === null)).toHaveLength(88);
  });

  it('refuses at once past a short line that moves too slowly to clear within the bound', async () => {
    const gate = new RenderGate({ maxConcurrent: 2, maxQueueMs: 500 });
    // Both places taken, a page finishing every 200 ms: a long line would wait for seconds.
    let held = [await gate.enter(), await gate.enter()];
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(200);
      held[0]?.();
      held = [held[1] ?? null, await gate.enter()];
    }
    const line = Array.from({ length: 64 }, () => gate.enter());
    expect(await gate.enter()).toBeNull();
    expect(gate.waiting).toBe(64);
    for (const release of held) release?.();
    vi.advanceTimersByTime(500);
    expect((await Promise.all(line)).filter((release) => release !== null)).toHaveLength(2);
  });

  it('gives every place back, once, however often a render releases it', async () => {
    const gate = new RenderGate({ maxConcurrent: 1, maxQueueMs: 0 });
    const release = await gate.enter();
    release?.();
    release?.();
    expect(gate.inFlight).toBe(0);
    expect(await gate.enter()).not.toBeNull();
  });

  it('has no bound with OVERLOAD_MAX_CONCURRENT_RENDERS=0', async () => {
    const gate = new RenderGate({ maxConcurrent: 0, maxQueueMs: 0 });
    const places = await Promise.all(Array.from({ length: 100 }, () => gate.enter()));
    expect(places.every((place) => place !== null)).toBe(true);
  });
});
