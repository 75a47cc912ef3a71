import { existsSync } from 'node:fs';
import path from 'node:path';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { SWAPPED_SHELL_FILES, shellEntry, shellSwaps } from './shell-swaps';

const shellDir = path.join(findWorkspaceRoot(__dirname), 'shell');

describe('shellSwaps', () => {
  const swaps = shellSwaps(shellDir, __dirname);

  it.each(Object.entries(SWAPPED_SHELL_FILES))(
    'swaps %s, which exists, for %s',
    (file, standIn) => {
      expect(existsSync(path.join(shellDir, file))).toBe(true);
      expect(existsSync(path.join(__dirname, standIn))).toBe(true);
    },
  );

  it('matches each shell file exactly, never a file named like it elsewhere', () => {
    const loader = path.join(
      shellDir,
      'src/features/remote-loading/federation/load-remote-module.ts',
    );
    const [swap] = swaps;
    expect(swap!.file.test(loader)).toBe(true);
    expect(swap!.file.test(`${loader}x`)).toBe(false);
    expect(swap!.file.test(loader.replace('shell', 'remotes/storefront'))).toBe(false);
    expect(swap!.standIn).toBe(path.join(__dirname, 'load-linked-module.ts'));
  });
});

describe('shellEntry', () => {
  it('names files that exist', () => {
    for (const file of shellEntry(shellDir)) expect(existsSync(file)).toBe(true);
  });
});
