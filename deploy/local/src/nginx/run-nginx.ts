/**
 * Debian's nginx in the foreground with every path under a folder of ours:
 * `nginx -p DIR -c DIR/nginx.conf -e DIR/error.log`, so it needs no system config, no root
 * and never touches a system nginx.
 */
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { runToCompletion, spawnManaged, type ManagedProcess } from '../processes/managed-process';
import { waitForPort } from '../processes/wait-for-port';

const CANDIDATES = [
  ...(process.env.NGINX_BIN ? [process.env.NGINX_BIN] : []),
  ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
  '/usr/sbin/nginx',
];

export async function findNginx(): Promise<string> {
  for (const candidate of CANDIDATES) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here; try the next one.
    }
  }
  throw new Error('nginx is not installed: apt-get install -y nginx (or set NGINX_BIN)');
}

function nginxArgs(prefix: string): string[] {
  return [
    '-p',
    prefix,
    '-c',
    path.join(prefix, 'nginx.conf'),
    '-e',
    path.join(prefix, 'error.log'),
  ];
}

export async function writeNginxPrefix(prefix: string, config: string): Promise<void> {
  await mkdir(path.join(prefix, 'temp'), { recursive: true });
  await writeFile(path.join(prefix, 'nginx.conf'), config);
}

/** `nginx -t` on the rendered config; rejects with nginx's own explanation. */
export async function testNginxConfig(binary: string, prefix: string): Promise<void> {
  await runToCompletion('nginx -t', binary, ['-t', ...nginxArgs(prefix)], { cwd: prefix });
}

async function errorLogTail(prefix: string): Promise<string> {
  const log = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
  return log.split('\n').slice(-15).join('\n');
}

async function readPid(prefix: string): Promise<number | undefined> {
  const text = await readFile(path.join(prefix, 'nginx.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isNaN(pid) ? undefined : pid;
}

const START_TIMEOUT_MS = 15_000;

/**
 * Starts nginx and resolves once it serves: nginx writes its pid file only after it has bound
 * every port, so a port held by someone else is an error here, not a silent success.
 */
export async function startNginx(
  binary: string,
  prefix: string,
  ports: number[],
): Promise<ManagedProcess> {
  await rm(path.join(prefix, 'nginx.pid'), { force: true });
  // SIGQUIT is nginx's graceful stop: requests in flight finish first.
  const nginx = spawnManaged('nginx', binary, nginxArgs(prefix), {
    cwd: prefix,
    stopSignal: 'SIGQUIT',
  });
  let running = true;
  void nginx.exited.then(() => (running = false));
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while ((await readPid(prefix)) !== nginx.child.pid) {
      if (!running) throw new Error('nginx exited while starting');
      if (Date.now() > deadline)
        throw new Error(`nginx wrote no pid file in ${START_TIMEOUT_MS} ms`);
      await sleep(50);
    }
    for (const port of ports) await waitForPort(port, { stillAlive: () => running });
  } catch (error) {
    await nginx.stop();
    throw new Error(
      `nginx did not start: ${(error as Error).message}\n${nginx.recentOutput()}\n${await errorLogTail(prefix)}`,
      { cause: error },
    );
  }
  return nginx;
}
