/**
 * A local S3-compatible object store for a spec: s3rver (deploy/release's dev dependency) on a
 * port of its own choosing, one bucket whose CORS rule lets the site's pages read it (as a real
 * bucket behind a CDN is configured), its data in a temp folder removed when it stops.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WORKSPACE_ROOT } from './release-cli';

const S3RVER = path.join(WORKSPACE_ROOT, 'deploy', 'release', 'node_modules', '.bin', 's3rver');
const START_TIMEOUT_MS = 20_000;

export interface LocalObjectStore {
  /** `http://127.0.0.1:<port>`, what the release tool's JARA_S3_ENDPOINT names. */
  endpoint: string;
  bucket: string;
  /** The object's URL on the store itself (path style). */
  objectUrl(key: string): string;
  stop(): Promise<void>;
}

const corsRule = (origin: string) =>
  `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin>` +
  '<AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>' +
  '</CORSRule></CORSConfiguration>\n';

export async function startObjectStore(
  bucket: string,
  corsOrigin: string,
): Promise<LocalObjectStore> {
  const dir = await mkdtemp(path.join(tmpdir(), 'jara-e2e-s3-'));
  const cors = path.join(dir, 'cors.xml');
  await writeFile(cors, corsRule(corsOrigin));
  // Port 0: s3rver binds a free port and prints it, so no other process can take it between.
  const server = spawn(
    S3RVER,
    ['-d', path.join(dir, 'data'), '-p', '0', '-a', '127.0.0.1'].concat([
      '--configure-bucket',
      bucket,
      cors,
      '--silent',
    ]),
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const endpoint = await listeningAt(server);
    return {
      endpoint,
      bucket,
      objectUrl: (key) => `${endpoint}/${bucket}/${key}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function listeningAt(server: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`s3rver did not start: ${why}\n${output}`));
    };
    const timer = setTimeout(
      () => fail(`no port within ${START_TIMEOUT_MS / 1000} s`),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on [\d.]+:(\d+)/.exec(output)?.[1];
      if (port !== undefined) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.once('error', (error) => fail(error.message));
    server.once('exit', (code) => fail(`it exited with ${code}`));
  });
}
