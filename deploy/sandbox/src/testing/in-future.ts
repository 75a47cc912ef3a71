/** A start date `days` after today, as the plan calls take it ("2026-12-01"). */
export const inFuture = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
