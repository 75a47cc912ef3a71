/** Latency figures of the lunch rush: every attempt of every call, with its outcome. */

export interface CallFigures {
  requests: number;
  failed: number;
  p50_ms: number;
  p99_ms: number;
}

/** The nearest-rank percentile of `values` (0 for none): the smallest value with p% at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? 0;
}

/** Collects each attempt's time under the call's name (e.g. "POST /marketplace/orders"). */
export class CallRecorder {
  private readonly times = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();

  record(call: string, ms: number, ok: boolean): void {
    const times = this.times.get(call) ?? [];
    times.push(ms);
    this.times.set(call, times);
    if (!ok) this.failures.set(call, (this.failures.get(call) ?? 0) + 1);
  }

  figures(): Record<string, CallFigures> {
    return Object.fromEntries(
      [...this.times.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([call, times]) => [
          call,
          {
            requests: times.length,
            failed: this.failures.get(call) ?? 0,
            p50_ms: Math.round(percentile(times, 50)),
            p99_ms: Math.round(percentile(times, 99)),
          },
        ]),
    );
  }

  failed(): number {
    return [...this.failures.values()].reduce((sum, count) => sum + count, 0);
  }
}
