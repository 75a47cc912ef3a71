/**
 * Ctrl-C (SIGINT) and SIGTERM stop the stack cleanly once; a second signal while stopping gives
 * up waiting and exits, and the managed-process exit hook kills whatever is left.
 */
export function onShutdown(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`\n${signal} again: exiting without waiting.`);
      process.exit(130);
    }
    stopping = true;
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
