/**
 * The sandbox's notion of "now": real time sped up by `speed`, plus whatever tests added with
 * `advance`. Order progression and every timestamp the sandbox writes read this clock, so a test
 * can move an order along without waiting. `startAt` sets where it starts (the e2e suite, which
 * orders from stores, starts at midday); real time when not given.
 */
export class SandboxClock {
  private readonly realStart = Date.now();
  private offsetMs = 0;

  constructor(
    private readonly speed: number,
    startAt?: number,
  ) {
    if (!Number.isFinite(speed) || speed <= 0) {
      throw new Error(`The clock speed must be a positive number, got ${speed}.`);
    }
    if (startAt !== undefined) this.restartAt(startAt);
  }

  /** Starts the clock again at `startAt` (only with a reseeded database: data never predates it). */
  restartAt(startAt: number): void {
    if (!Number.isFinite(startAt)) throw new Error(`The clock cannot start at ${startAt}.`);
    this.offsetMs = 0;
    this.offsetMs = startAt - this.now();
  }

  now(): number {
    const elapsed = Date.now() - this.realStart;
    return Math.round(this.realStart + elapsed * this.speed + this.offsetMs);
  }

  iso(): string {
    return new Date(this.now()).toISOString();
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) {
      throw new Error(`The clock only moves forward: got ${ms} ms.`);
    }
    this.offsetMs += ms;
  }
}
