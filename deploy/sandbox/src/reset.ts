import { SandboxClock } from './clock/sandbox-clock';
import { openDatabase } from './db/open-database';
import { optionsFromEnv } from './config/env-options';
import { createSandboxContext } from './sandbox-context';
import { DEFAULT_DATA_DIR, DEFAULT_REALTIME } from './start-sandbox';

/**
 * `pnpm sandbox:reset`: restores the seed in the data folder. A running sandbox keeps serving
 * (SQLite's WAL lets both open the file); use POST /__sandbox/reset to reset one in place.
 */
const dataDir = optionsFromEnv(process.env).dataDir ?? DEFAULT_DATA_DIR;
const db = openDatabase(dataDir);
const offline = {
  credentials: DEFAULT_REALTIME,
  publish: () => undefined,
  restart: async () => undefined,
};
createSandboxContext(db, new SandboxClock(1), offline).reset();
db.close();
console.info(`The sandbox data in ${dataDir} is back to the seed.`);
