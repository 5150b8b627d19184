/** How many page renders a copy runs at once, and how long a page request may wait for one. */
export interface RenderGateLimits {
  /** Renders in flight at once (OVERLOAD_MAX_CONCURRENT_RENDERS); 0 means no bound. */
  maxConcurrent: number;
  /** Longest a page request waits for a place (OVERLOAD_MAX_QUEUE_MS); 0 means no waiting. */
  maxQueueMs: number;
}

/** Gives a render's place back once it is done (sent, or abandoned); later calls do nothing. */
export type ReleasePlace = () => void;

interface Waiter {
  admit: (release: ReleasePlace | null) => void;
  timer: NodeJS.Timeout;
}

// Weight of the latest render in the running mean of render times: recent enough to follow a
// copy warming up, smooth enough that one slow page does not refuse the next visitors.
const MEAN_WEIGHT = 0.2;
// How many of the latest gaps between renders finishing (all places taken) give the pace.
const PACE_SAMPLES = 32;
// A line this short always forms. Some dozens of visitors at once (a link shared, a crawler's
// burst) are through it within the bound at a healthy copy's pace of a few ms a page, and one
// refused early comes straight back for another try: refusing a short line on a pace spoiled by
// cold renders or a collector pause turns into a storm of 503s that starves the renders and keeps
// the pace slow. Each in it still waits no longer than the bound.
const SHORT_LINE = 64;

/**
 * Admits page renders by what a visitor would feel: the wait. Up to `maxConcurrent` renders run
 * at once; past that a request waits in line, first come first served. Past a short line, a
 * newcomer is refused at once (the caller answers 503 with Retry-After) when the line ahead of it
 * would take longer than `maxQueueMs` to clear at the pace renders have been finishing. A lone
 * visitor never waits, so it is never refused, whatever one render costs. A request still waiting
 * when `maxQueueMs` is up (the pace slowed) is refused then: no one waits longer than the bound.
 *
 * The pace is the mean time between renders finishing while every place was taken: what the line
 * actually moves at. One slow render (a page waiting on a slow read) barely changes it, where its
 * time held in a running mean of render times would refuse a line that keeps moving; under real
 * overload the renders finish no faster, the line outgrows the bound, and the excess is refused.
 * Until the places have all been taken, the mean render time shared by the places stands in.
 */
export class RenderGate {
  #inFlight = 0;
  readonly #waiting: Waiter[] = [];
  readonly #limit: number;
  readonly #maxQueueMs: number;
  // Running mean of the time a render holds its place; 0 until the first one is done.
  #meanRenderMs = 0;
  // The latest gaps between renders finishing with every place taken, oldest first, and their sum.
  readonly #gaps: number[] = [];
  #gapsSum = 0;
  // When the last render finished, and since when every place has been taken (0: not all are).
  #lastDoneAt = 0;
  #fullSince = 0;

  constructor(limits: RenderGateLimits) {
    this.#limit = limits.maxConcurrent > 0 ? limits.maxConcurrent : Number.POSITIVE_INFINITY;
    this.#maxQueueMs = limits.maxQueueMs;
  }

  /** A place for one render, at once or after a short wait; null when the wait is too long. */
  enter(): Promise<ReleasePlace | null> {
    if (this.#inFlight < this.#limit && this.#waiting.length === 0) {
      return Promise.resolve(this.#take());
    }
    const position = this.#waiting.length + 1;
    if (position > SHORT_LINE && this.expectedWaitMs(position) > this.#maxQueueMs) {
      return Promise.resolve(null);
    }
    return new Promise((admit) => {
      const waiter: Waiter = {
        admit,
        timer: setTimeout(() => {
          const at = this.#waiting.indexOf(waiter);
          if (at >= 0) this.#waiting.splice(at, 1);
          admit(null);
        }, this.#maxQueueMs),
      };
      this.#waiting.push(waiter);
    });
  }

  /** How long the `position`-th request in line (1 = next) would wait at the recent pace. */
  expectedWaitMs(position: number): number {
    if (this.#gaps.length > 0) return (position * this.#gapsSum) / this.#gaps.length;
    // `limit` renders finish every mean render time, so the line moves `limit` places per mean.
    return (position * this.#meanRenderMs) / this.#limit;
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  #take(): ReleasePlace {
    this.#inFlight++;
    const startedAt = performance.now();
    if (this.#inFlight === this.#limit) this.#fullSince = startedAt;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const now = performance.now();
      const took = now - startedAt;
      this.#meanRenderMs =
        this.#meanRenderMs === 0
          ? took
          : this.#meanRenderMs + MEAN_WEIGHT * (took - this.#meanRenderMs);
      if (this.#inFlight === this.#limit) this.#notePace(now);
      this.#lastDoneAt = now;
      this.#inFlight--;
      this.#admitNext();
    };
  }

  // A render finished with every place taken: the time since the one before (or since the places
  // filled up, if later) is how long the line took to move one place.
  #notePace(now: number): void {
    const gap = now - Math.max(this.#lastDoneAt, this.#fullSince);
    this.#gaps.push(gap);
    this.#gapsSum += gap;
    if (this.#gaps.length > PACE_SAMPLES) this.#gapsSum -= this.#gaps.shift() ?? 0;
  }

  #admitNext(): void {
    while (this.#inFlight < this.#limit) {
      const next = this.#waiting.shift();
      if (!next) return;
      clearTimeout(next.timer);
      next.admit(this.#take());
    }
  }
}
