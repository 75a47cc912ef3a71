import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ENTRY = path.join(HERE, 'sandbox-process.ts');
/** The sandbox package, where `tsx` resolves from whoever runs the rush. */
const PACKAGE_DIR = path.resolve(HERE, '..', '..');
const START_TIMEOUT_MS = 30_000;

export interface SandboxChild {
  /** The API's base URL, e.g. http://127.0.0.1:41234/api. */
  api: string;
  /** Kills the process at once (SIGKILL): no clean shutdown, nothing flushed on the way out. */
  kill(): Promise<void>;
  /** Asks it to stop (SIGTERM) and waits until it has closed its database. */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the sandbox on `dataDir` in a child process (tsx, as `pnpm start` runs it). `apiPort` 0
 * takes a free port; a restart passes the port it had, so customers find it again.
 */
export function startSandboxChild(
  dataDir: string,
  apiPort: number,
  clockStartAt: number,
): Promise<SandboxChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: {
      ...process.env,
      RUSH_DATA_DIR: dataDir,
      RUSH_API_PORT: String(apiPort),
      RUSH_CLOCK_START: String(clockStartAt),
    },
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The rush sandbox did not start within ${START_TIMEOUT_MS / 1000} s.`));
    }, START_TIMEOUT_MS);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{"ready"'));
      if (!line) return;
      clearTimeout(timer);
      const api = (JSON.parse(line) as { ready: string }).ready;
      resolve({
        api,
        async kill() {
          child.kill('SIGKILL');
          await exited(child);
        },
        async stop() {
          child.kill('SIGTERM');
          await exited(child);
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The rush sandbox exited (${code}) before it was ready.`));
    });
  });
}
