/**
 * The lunch rush's sandbox, in a child process so the rush can kill it: on the data folder and
 * API port given in the environment, its clock at RUSH_CLOCK_START. Prints `{"ready": "<api url>"}`
 * once it listens.
 */
import { startSandbox } from '../start-sandbox';

async function main(): Promise<void> {
  const sandbox = await startSandbox({
    dataDir: process.env.RUSH_DATA_DIR,
    ports: { api: Number(process.env.RUSH_API_PORT ?? 0), plans: 0, realtime: 0, analytics: 0 },
    clockStartAt: Number(process.env.RUSH_CLOCK_START),
  });
  console.info(JSON.stringify({ ready: sandbox.urls.api }));
  process.on('SIGTERM', () => {
    sandbox.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

main().catch((error: unknown) => {
  console.error('The rush sandbox could not start:', error);
  process.exit(1);
});
