/**
 * A screen's chunk, with the API module its queries call asked for at the same time. A query
 * imports its API module when it first fetches, once the screen has drawn: a round trip after
 * the screen's chunk, on the way to the page's first data. This is only a head start: a failure
 * here is the query's to report, with its retry.
 */
export function withApiModule<T>(
  loadScreen: () => Promise<T>,
  loadApi: () => Promise<unknown>,
): () => Promise<T> {
  return () => {
    loadApi().catch(() => undefined);
    return loadScreen();
  };
}
