/** The median of a few runs: one slow run on a busy machine must not decide a figure. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('a median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
