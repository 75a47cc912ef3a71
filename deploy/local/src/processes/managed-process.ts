/**
 * Child processes that never outlive the stack. Each child leads its own process group, so
 * stopping it also stops what it started (pnpm -> sh -> rspack); whatever is still running when
 * this process exits, however it exits short of SIGKILL, is killed on the way out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  /** Last lines of output, for error messages. */
  recentOutput(): string;
  stop(): Promise<void>;
}

export interface SpawnOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Each output line is handed here (prefixed by the caller as it likes); default: dropped. */
  onLine?: (line: string) => void;
  /** Signal for a graceful stop; SIGKILL follows after `stopTimeoutMs`. */
  stopSignal?: NodeJS.Signals;
  stopTimeoutMs?: number;
}

const live = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

process.on('exit', () => {
  for (const child of live) signalGroup(child, 'SIGKILL');
});

const KEPT_LINES = 40;

export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const recent: string[] = [];
  const onLine = (line: string) => {
    recent.push(line);
    if (recent.length > KEPT_LINES) recent.shift();
    options.onLine?.(line);
  };
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', onLine);
  }
  const exited = new Promise<number | string>((resolve) => {
    child.on('error', (error) => {
      onLine(`${command}: ${error.message}`);
      live.delete(child);
      resolve('spawn-error');
    });
    child.on('exit', (code, signal) => {
      live.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });

  const stop = async () => {
    signalGroup(child, options.stopSignal ?? 'SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), options.stopTimeoutMs ?? 5000);
      timer.unref();
    });
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      signalGroup(child, 'SIGKILL');
      await exited;
    }
  };

  return { name, child, exited, recentOutput: () => recent.join('\n'), stop };
}

/** Runs a command to completion; a non-zero exit rejects with the tail of its output. */
export async function runToCompletion(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): Promise<void> {
  const proc = spawnManaged(name, command, args, options);
  const code = await proc.exited;
  if (code !== 0) {
    throw new Error(
      `${name} failed (${command} ${args.join(' ')} exited with ${code}):\n${proc.recentOutput()}`,
    );
  }
}

export function livingProcessCount(): number {
  return live.size;
}
