/**
 * A real S3-compatible store for tests: s3rver on a free port over a temp directory with one
 * bucket, behind the conditional-write gate. Each `bucket()` is a separate client, as separate
 * release processes would have.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Client } from '../s3-client';
import type { Bucket } from '../s3-objects';
import { startConditionalWriteGate, type ConditionalWriteGate } from './conditional-write-gate';

export const SANDBOX_BUCKET = 'jara-releases';
/** s3rver accepts requests signed with these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Sandbox {
  gate: ConditionalWriteGate;
  endpoint: string;
  bucket(): Bucket;
  close(): Promise<void>;
}

export async function startS3Sandbox(): Promise<S3Sandbox> {
  const directory = await mkdtemp(path.join(tmpdir(), 'jara-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: SANDBOX_BUCKET }],
  });
  const { port } = await server.run();
  const gate = await startConditionalWriteGate(`http://127.0.0.1:${port}`);
  return {
    gate,
    endpoint: gate.url,
    bucket: () => ({ client: sandboxClient(gate.url), name: SANDBOX_BUCKET }),
    async close() {
      await gate.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export function sandboxClient(endpoint: string, maxAttempts = 3) {
  return createS3Client(
    { region: 'us-east-1', endpoint },
    { maxAttempts, credentials: CREDENTIALS },
  );
}
