import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { RemoteRegistry } from '@jara/contracts/runtime-config';
import { freePortForTest } from './test-support/free-port';
import {
  sandboxClient,
  SANDBOX_BUCKET,
  startS3Sandbox,
  type S3Sandbox,
} from './test-support/s3-sandbox';
import { s3RegistryStore } from './s3-registry-store';
import { updateRegistry } from './update-registry';

const empty = (): RemoteRegistry => ({ remotes: {} });

describe('the registry object', () => {
  let sandbox: S3Sandbox;
  let prefix: string;
  let count = 0;
  beforeAll(async () => {
    sandbox = await startS3Sandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });
  beforeEach(() => {
    prefix = `store-${(count += 1)}/`;
  });
  const store = () => s3RegistryStore({ bucket: sandbox.bucket(), prefix, initialRegistry: empty });

  it('creates the object once, then writes only over the ETag it read', async () => {
    const first = await store().read();
    expect(first).toEqual({ registry: { remotes: {} }, tag: undefined });
    expect(await store().write({ revision: 1, remotes: {} }, undefined)).toBe('written');
    // A second creator loses: If-None-Match: * on an object that now exists.
    expect(await store().write({ revision: 1, remotes: {} }, undefined)).toBe('conflict');
    const second = await store().read();
    expect(second.tag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(await store().write({ revision: 2, remotes: {} }, second.tag)).toBe('written');
    expect(await store().write({ revision: 2, remotes: {} }, second.tag)).toBe('conflict');
    expect((await store().read()).registry.revision).toBe(2);
    expect(sandbox.gate.puts.filter((put) => put.key.endsWith(`${prefix}registry.json`))).toEqual(
      [200, 412, 200, 412].map((status) => ({
        key: `/${SANDBOX_BUCKET}/${prefix}registry.json`,
        status,
      })),
    );
  });

  it('names the object and the field when the registry object is malformed', async () => {
    const { client } = sandbox.bucket();
    const put = (body: string) =>
      client.send(
        new PutObjectCommand({ Bucket: SANDBOX_BUCKET, Key: `${prefix}registry.json`, Body: body }),
      );
    await put('<html>not json</html>');
    await expect(store().read()).rejects.toThrow(
      `s3://${SANDBOX_BUCKET}/${prefix}registry.json is not valid JSON`,
    );
    await put('{"remotes":{"orders":{"entry":"javascript:alert(1)","version":"x"}}}');
    await expect(updateRegistry(store(), (registry) => registry)).rejects.toThrow(
      `Invalid s3://${SANDBOX_BUCKET}/${prefix}registry.json: remotes.orders.entry`,
    );
  });

  it('gives up with a clear error when the store refuses every write', async () => {
    sandbox.gate.refuse = (key) => key.endsWith(`${prefix}registry.json`);
    try {
      await expect(
        updateRegistry(store(), (registry) => registry, { attempts: 4, maxBackoffMs: 1 }),
      ).rejects.toThrow(
        `Gave up writing s3://${SANDBOX_BUCKET}/${prefix}registry.json after 4 attempts`,
      );
    } finally {
      sandbox.gate.refuse = () => false;
    }
    expect((await store().read()).tag).toBeUndefined();
  });

  it('says the store cannot be reached when nothing listens at the endpoint', async () => {
    const endpoint = `http://127.0.0.1:${await freePortForTest()}`;
    const down = s3RegistryStore({
      bucket: { client: sandboxClient(endpoint, 1), name: SANDBOX_BUCKET },
      prefix: '',
      initialRegistry: empty,
    });
    await expect(down.read()).rejects.toThrow(
      `Could not reach the object store while reading s3://${SANDBOX_BUCKET}/registry.json ` +
        '(ECONNREFUSED): check the endpoint and that the store is up',
    );
    await expect(down.write({ remotes: {} }, undefined)).rejects.toThrow(
      'Could not reach the object store while writing',
    );
  });
});
