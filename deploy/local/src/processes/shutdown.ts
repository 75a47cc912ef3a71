/**
 * Ctrl-C (SIGINT) and SIGTERM stop the stack cleanly once; a second signal while stopping gives
 * up waiting and exits, and the managed-process exit hook kills whatever is left.
 *
 * One Ctrl-C often arrives twice (the terminal signals the whole group, and a wrapper such as
 * pnpm forwards it again), so a repeat within a second counts as the same request.
 */
const DUPLICATE_WINDOW_MS = 1000;

export function onShutdown(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let stoppingSince: number | undefined;
  const handle = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < DUPLICATE_WINDOW_MS) return;
      console.error(`\n${signal} again: exiting without waiting.`);
      process.exit(130);
    }
    stoppingSince = Date.now();
    console.info(`\n${signal}: stopping...`);
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
