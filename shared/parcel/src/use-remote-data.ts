/**
 * Loads what a screen shows: one request per `key`, aborted when the screen goes away or asks
 * for another key, so a slow answer can never replace a newer one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; data: T };

const LOADING = { status: 'loading' } as const;

export function useRemoteData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): RemoteData<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ request: string; result: RemoteData<T> } | null>(null);
  const request = `${attempt}:${key}`;

  // The latest loader is read when the request starts, so callers may pass an inline closure.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    const settle = (result: RemoteData<T>) => {
      if (!controller.signal.aborted) setSettled({ request, result });
    };
    latestLoad.current(controller.signal).then(
      (data) => settle({ status: 'loaded', data }),
      (error: unknown) => settle({ status: 'failed', error }),
    );
    return () => controller.abort();
  }, [request]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const result = settled?.request === request ? settled.result : LOADING;
  return { ...result, retry };
}
