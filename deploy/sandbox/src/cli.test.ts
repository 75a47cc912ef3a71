import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const packageDir = path.resolve(__dirname, '..');

function run(script: string, env: Record<string, string>) {
  // One node per run, with tsx's loader (the tsx command line would start two).
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: packageDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': the output may still be arriving when the process has exited.
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function waitFor(probe: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('command line', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jara-sandbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on the SANDBOX_* ports, prints its URLs and stops cleanly on SIGTERM', async () => {
    const ports = {
      SANDBOX_API_PORT: '0',
      SANDBOX_PLANS_PORT: '0',
      SANDBOX_REALTIME_PORT: '0',
      SANDBOX_ANALYTICS_PORT: '0',
    };
    const server = run('src/main.ts', { ...ports, SANDBOX_DATA_DIR: dataDir });
    await waitFor(() => server.output().includes('demo account'), 20_000);
    const api = /main API\s+(\S+)/.exec(server.output())?.[1];
    const response = await fetch(`${api}/marketplace/business_types`);
    expect(response.status).toBe(200);
    expect(existsSync(path.join(dataDir, 'sandbox.sqlite'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Received SIGTERM: stopping the sandbox.');
  }, 30_000);

  it('restores the seed with the reset script, and refuses bad settings', async () => {
    // Side by side: each spends seconds loading the sandbox's modules, and neither needs the other.
    const reset = run('src/reset.ts', { SANDBOX_DATA_DIR: dataDir });
    const bad = run('src/main.ts', { SANDBOX_API_PORT: 'eighty' });
    expect(await reset.exited).toBe(0);
    expect(reset.output()).toContain(`The sandbox data in ${dataDir} is back to the seed.`);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('SANDBOX_API_PORT must be a port number');
  }, 30_000);
});
