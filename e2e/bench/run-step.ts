/** Runs a command of the workspace for the bench, returning its output and how long it took. */
import { spawn } from 'node:child_process';

export interface StepResult {
  seconds: number;
  output: string;
}

/** A step that exited non-zero, with everything it printed (its figures may still be there). */
export class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`${step} exited with ${code}:\n${output.slice(-4000)}`);
  }
}

export function runStep(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<StepResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ seconds: (Date.now() - started) / 1000, output });
      else reject(new StepFailed(`${command} ${args.join(' ')}`, code, output));
    });
  });
}
