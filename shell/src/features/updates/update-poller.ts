/**
 * Notices that a newer build of the site has been released while this page is open. The build's
 * own meta is fetched shortly after the page goes idle (spec: about 1000 ms), then
 * `builds/latest.json` is polled; the first newer build found is reported once.
 */
import { BUILD_META_IDLE_DELAY_MS } from '@jara/contracts/constants';
import type { BuildInfo } from './build-info';

export interface UpdatePollerOptions {
  current: BuildInfo;
  intervalMs: number;
  fetchMeta: (id: string) => Promise<BuildInfo | null>;
  fetchLatest: () => Promise<BuildInfo | null>;
  onUpdate: (latest: BuildInfo) => void;
  whenIdle?: (callback: () => void) => void;
}

const defaultWhenIdle = (callback: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback);
  else setTimeout(callback, 0);
};

export function isNewerBuild(latest: BuildInfo, current: BuildInfo): boolean {
  return latest.id !== current.id && latest.timestamp >= current.timestamp;
}

export function startUpdatePoller(options: UpdatePollerOptions): () => void {
  let current = options.current;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const check = async () => {
    const latest = await options.fetchLatest();
    if (stopped) return;
    if (latest && isNewerBuild(latest, current)) {
      stopped = true;
      options.onUpdate(latest);
      return;
    }
    timer = setTimeout(check, options.intervalMs);
  };

  (options.whenIdle ?? defaultWhenIdle)(() => {
    timer = setTimeout(async () => {
      // The served meta is authoritative for this build's timestamp.
      const meta = await options.fetchMeta(current.id);
      if (meta) current = meta;
      if (!stopped) void check();
    }, BUILD_META_IDLE_DELAY_MS);
  });

  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
