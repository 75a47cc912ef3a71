import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readJsonIfExists, writeJsonAtomic } from './atomic-json';
import { writeRuntimeDocuments } from './write-runtime-documents';
import { createAppConfig, createRegistry } from './runtime-documents';
import { LOCAL_PORTS } from '../port-layout';

describe('atomic JSON files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'jara-json-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes into new folders and leaves no temp file behind', async () => {
    const file = path.join(dir, 'a', 'b', 'doc.json');
    await writeJsonAtomic(file, { ok: true });
    await writeJsonAtomic(file, { ok: 'again' });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ ok: 'again' });
    expect(await readdir(path.dirname(file))).toEqual(['doc.json']);
  });

  it('leaves the old file and no temp file when the write fails', async () => {
    const file = path.join(dir, 'doc.json');
    await writeJsonAtomic(file, { version: 1 });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    await expect(writeJsonAtomic(file, cyclic)).rejects.toThrow(/circular/i);
    expect(await readJsonIfExists(file)).toEqual({ version: 1 });
    expect(await readdir(dir)).toEqual(['doc.json']);
  });

  it('reads a missing file as undefined and a malformed one as a clear error', async () => {
    expect(await readJsonIfExists(path.join(dir, 'none.json'))).toBeUndefined();
    await writeFile(path.join(dir, 'bad.json'), '{"remotes": ');
    await expect(readJsonIfExists(path.join(dir, 'bad.json'))).rejects.toThrow(
      /bad.json is not valid JSON/,
    );
  });

  it('writes both runtime documents where the shell server reads them', async () => {
    const appConfig = createAppConfig(LOCAL_PORTS);
    const registry = createRegistry(LOCAL_PORTS, {
      storefront: '1',
      checkout: '1',
      orders: '1',
      content: '1',
      plans: '1',
    });
    await writeRuntimeDocuments(dir, { registry, appConfig });
    expect(await readJsonIfExists(path.join(dir, 'registry.json'))).toEqual(registry);
    expect(await readJsonIfExists(path.join(dir, 'app-config.json'))).toEqual(appConfig);
  });
});
