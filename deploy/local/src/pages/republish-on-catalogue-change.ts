/**
 * Publishes a stack's pages again whenever its sandbox says the catalogue changed: the
 * marketplace and store pages are drawn from it, and no build or release is involved. A burst
 * of changes gives one publish; publishes never overlap, and changes heard during one give
 * exactly one more once it ends. A failed publish is logged, and the previous pages stay served
 * (the publish swaps a whole set in, or nothing).
 */
import type { Sandbox } from '@jara/sandbox/start-sandbox';
import type { Teardown } from '../processes/teardown';

/** How long the catalogue must stay still before the pages are published again. */
export const REPUBLISH_DEBOUNCE_MS = 500;
/** Changes that never stop still get published this long after the first of them. */
export const REPUBLISH_MAX_WAIT_MS = 10_000;

export interface RepublishOptions {
  sandbox: Pick<Sandbox, 'catalogue' | 'onCatalogueChange'>;
  /** The catalogue version the served pages were published from: a newer one publishes at once. */
  since: number;
  publish: () => Promise<unknown>;
  debounceMs?: number;
  maxWaitMs?: number;
  log?: (line: string) => void;
  warn?: (line: string) => void;
}

export interface Republisher {
  /** No more publishes; waits for one under way to end. */
  stop(): Promise<void>;
}

export function republishOnCatalogueChange(options: RepublishOptions): Republisher {
  const debounceMs = options.debounceMs ?? REPUBLISH_DEBOUNCE_MS;
  const maxWaitMs = options.maxWaitMs ?? REPUBLISH_MAX_WAIT_MS;
  const log = options.log ?? console.info;
  const warn = options.warn ?? console.warn;
  let timer: NodeJS.Timeout | undefined;
  // When the oldest change not yet published was heard.
  let waitingSince: number | undefined;
  let changed = false;
  let running: Promise<void> | undefined;
  let stopped = false;

  function schedule(): void {
    if (stopped) return;
    waitingSince ??= Date.now();
    clearTimeout(timer);
    const wait = Math.min(debounceMs, waitingSince + maxWaitMs - Date.now());
    timer = setTimeout(flush, Math.max(0, wait));
  }

  function flush(): void {
    timer = undefined;
    // A publish under way looks at `changed` when it ends.
    if (running !== undefined || stopped) return;
    changed = false;
    waitingSince = undefined;
    const { version, reason } = options.sandbox.catalogue();
    log(`Catalogue version ${version} (${reason}): publishing the pages again`);
    running = options
      .publish()
      .then(
        () => undefined,
        (error: unknown) => warn((error as Error).message),
      )
      .finally(() => {
        running = undefined;
        if (changed) schedule();
      });
  }

  function heard(): void {
    changed = true;
    schedule();
  }

  const unsubscribe = options.sandbox.onCatalogueChange(heard);
  if (options.sandbox.catalogue().version !== options.since) heard();

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A stack's publish: now, then on every catalogue change until the teardown, even when this
 * first one fails (the next change may well publish).
 */
export async function publishAndFollowCatalogue(
  options: Omit<RepublishOptions, 'since'> & { teardown: Teardown },
): Promise<void> {
  const since = options.sandbox.catalogue().version;
  try {
    await options.publish();
  } finally {
    const { teardown, ...republishing } = options;
    const republisher = republishOnCatalogueChange({ ...republishing, since });
    teardown.add('republishing on catalogue changes', () => republisher.stop());
  }
}
