/** Starts the e2e stack (nginx, sandbox, remotes) for the bench and stops it afterwards. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { STACK_URLS } from '../support/e2e-stack';
import { stackStatus } from './stack-status';

async function waitForStack(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e stack exited with ${child.exitCode}`);
    try {
      if ((await stackStatus(STACK_URLS.appConfig)) === 200) return;
    } catch {
      // Not listening yet (or its certificate not made yet).
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the e2e stack did not answer within ${timeoutMs / 1000} s`);
}

export async function startE2eStack(root: string): Promise<() => Promise<void>> {
  const child = spawn('node', ['--import', 'tsx', 'src/e2e-stack.ts'], {
    cwd: path.join(root, 'deploy', 'local'),
    env: { ...process.env, E2E_SKIP_BUILD: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForStack(child, 180_000);
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}
