import { optionsFromEnv } from './config/env-options';
import { DEFAULT_ALLOWED_ORIGINS, DEFAULT_DATA_DIR, startSandbox } from './start-sandbox';

/** `pnpm --filter sandbox start`: the sandbox on its default (or SANDBOX_*) ports until stopped. */
async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  const sandbox = await startSandbox(options);
  console.info(
    [
      'Jara sandbox is running',
      `  main API      ${sandbox.urls.api}`,
      `  plans API     ${sandbox.urls.plans}`,
      `  realtime      ws://${sandbox.realtime.host}:${sandbox.realtime.port} (key ${sandbox.realtime.key})`,
      `  auth endpoint ${sandbox.urls.authEndpoint}`,
      `  analytics     ${sandbox.urls.analytics}`,
      `  data          ${options.dataDir ?? DEFAULT_DATA_DIR}`,
      `  site origins  ${(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS).join(', ')}`,
      '  demo account  demo@jara.test / Password123!',
    ].join('\n'),
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`Received ${signal}: stopping the sandbox.`);
    sandbox.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The sandbox did not stop cleanly', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('The sandbox could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
