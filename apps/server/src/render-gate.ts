/**
 * Bounds how many page renders a copy runs at once. The event-loop check of overload.ts lags by
 * a second, and by then a burst of admitted renders can hold the loop for seconds; a bound on
 * renders in flight keeps every answer, 503s included, behind at most that much work.
 */
export class RenderGate {
  #inFlight = 0;
  readonly #limit: number;

  /** `limit` renders at once; 0 means no bound. */
  constructor(limit: number) {
    this.#limit = limit > 0 ? limit : Number.POSITIVE_INFINITY;
  }

  /** Takes a place for one render; false when all are taken (refuse the request). */
  tryEnter(): boolean {
    if (this.#inFlight >= this.#limit) return false;
    this.#inFlight++;
    return true;
  }

  /** Gives the place back once the render is done (sent, or abandoned). */
  leave(): void {
    if (this.#inFlight > 0) this.#inFlight--;
  }

  get inFlight(): number {
    return this.#inFlight;
  }
}
