import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_EXPOSES } from '@jara/contracts/remote-contract';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { readExposes, RemoteExposeError, remoteExposeFiles } from './remote-expose-files';

const remotesDir = path.join(findWorkspaceRoot(__dirname), 'remotes');

describe('remoteExposeFiles, on the repository', () => {
  const files = remoteExposeFiles(remotesDir);
  const contractIds = Object.entries(REMOTE_EXPOSES).flatMap(([remote, exposes]) =>
    exposes.map((expose) => `${remote}/${expose.slice(2)}`),
  );

  it('maps every REMOTE_EXPOSES entry, and nothing else', () => {
    expect([...files.keys()].sort()).toEqual([...contractIds].sort());
  });

  it.each(contractIds)('%s resolves to an existing file of its own remote', (id) => {
    const file = files.get(id as never)!;
    expect(existsSync(file)).toBe(true);
    expect(file.startsWith(path.join(remotesDir, id.split('/')[0]!, 'src') + path.sep)).toBe(true);
  });
});

describe('readExposes', () => {
  it('reads the exposes object literal of a config', () => {
    const source = `export default createBundleConfig({ name: 'x', exposes: { './app': './src/exposes/app.tsx' } });`;
    expect(readExposes('x.ts', source)).toEqual({ './app': './src/exposes/app.tsx' });
  });

  it('refuses a config with no exposes object', () => {
    expect(() => readExposes('x.ts', 'export default {};')).toThrow('x.ts has no exposes object');
  });

  it('refuses an expose it cannot read without running the config', () => {
    const source = `const file = './a.tsx'; export default { exposes: { './app': file } };`;
    expect(() => readExposes('x.ts', source)).toThrow(RemoteExposeError);
  });
});

describe('remoteExposeFiles, failing', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'remote-expose-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const writeRemote = (exposes: string, files: string[] = []) => {
    mkdirSync(path.join(dir, 'shop', 'src'), { recursive: true });
    writeFileSync(
      path.join(dir, 'shop', 'rspack.config.ts'),
      `export default { exposes: ${exposes} };`,
    );
    for (const file of files) writeFileSync(path.join(dir, 'shop', file), '');
  };

  it('names a remote without a config', () => {
    expect(() => remoteExposeFiles(dir, { shop: ['./app'] })).toThrow(
      `${path.join(dir, 'shop', 'rspack.config.ts')} does not exist`,
    );
  });

  it('names a contract expose the remote does not build', () => {
    writeRemote(`{ './app': './src/app.tsx' }`, ['src/app.tsx']);
    expect(() => remoteExposeFiles(dir, { shop: ['./app', './widget'] })).toThrow(
      'does not expose ./widget (wanted for shop/widget)',
    );
  });

  it('names an expose whose file is missing', () => {
    writeRemote(`{ './app': './src/app.tsx' }`);
    expect(() => remoteExposeFiles(dir, { shop: ['./app'] })).toThrow(
      `shop/app is exposed from ${path.join(dir, 'shop', 'src', 'app.tsx')}, missing`,
    );
  });
});
