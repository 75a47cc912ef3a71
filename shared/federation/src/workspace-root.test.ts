import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findWorkspaceRoot } from './workspace-root';

describe('findWorkspaceRoot', () => {
  it('finds the root from any folder below it, and explains when there is none', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'jara-ws-'));
    await writeFile(path.join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
    await mkdir(path.join(root, 'deploy/local/src'), { recursive: true });
    expect(findWorkspaceRoot(path.join(root, 'deploy/local/src'))).toBe(root);
    expect(() => findWorkspaceRoot(tmpdir())).toThrow('No pnpm-workspace.yaml above');
    await rm(root, { recursive: true, force: true });
  });
});
