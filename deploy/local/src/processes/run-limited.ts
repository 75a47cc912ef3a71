/** Runs async tasks at most `limit` at a time; the first failure stops new tasks and rejects. */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  if (limit < 1) throw new Error(`limit must be at least 1, got ${limit}`);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Array.from({ length: Math.min(limit, items.length) }, worker);
  const results = await Promise.allSettled(workers);
  const rejection = results.find((result) => result.status === 'rejected');
  if (rejection) throw (rejection as PromiseRejectedResult).reason;
}
