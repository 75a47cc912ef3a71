/**
 * Debian's nginx in the foreground with every path under a folder of ours:
 * `nginx -p DIR -c DIR/nginx.conf -e DIR/error.log`, so it needs no system config, no root
 * and never touches a system nginx.
 */
import { execFile } from 'node:child_process';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
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

/** What the renderer needs to know about the nginx it renders for. */
export interface NginxBuild {
  /** `http2 on;` exists from 1.25.1; older versions take `listen ... http2`. */
  http2: 'listen-parameter' | 'directive';
  /** The brotli_static module's file, when installed beside this nginx. */
  brotliStaticModule?: string;
}

const BROTLI_STATIC_MODULE = 'ngx_http_brotli_static_module.so';

/** Reads `nginx -V` (version and configure arguments, printed on stderr). */
export function parseNginxBuild(versionOutput: string): {
  http2: NginxBuild['http2'];
  modulesPath?: string;
} {
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(versionOutput);
  if (!version) throw new Error(`nginx -V printed no version: ${versionOutput.slice(0, 200)}`);
  const [major, minor, patch] = version.slice(1).map(Number) as [number, number, number];
  const directive = major > 1 || minor > 25 || (minor === 25 && patch >= 1);
  const modulesPath = /--modules-path=(\S+)/.exec(versionOutput)?.[1];
  return {
    http2: directive ? 'directive' : 'listen-parameter',
    ...(modulesPath !== undefined && { modulesPath }),
  };
}

export async function nginxBuild(binary: string): Promise<NginxBuild> {
  const { stdout, stderr } = await promisify(execFile)(binary, ['-V']);
  const { http2, modulesPath } = parseNginxBuild(`${stderr}${stdout}`);
  const candidate = path.join(modulesPath ?? '/usr/lib/nginx/modules', BROTLI_STATIC_MODULE);
  const present = await access(candidate, constants.R_OK).then(
    () => true,
    () => false,
  );
  return { http2, ...(present && { brotliStaticModule: candidate }) };
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
