/**
 * What the one-bundle build takes from the shell: its entry without the async boundary, and the
 * two shell files it swaps for stand-ins (everything else is the shell's own source).
 */
import path from 'node:path';

/** Shell file (from shell/) → its one-bundle stand-in (from this package's src/). */
export const SWAPPED_SHELL_FILES = {
  'src/features/remote-loading/federation/load-remote-module.ts': 'load-linked-module.ts',
  'src/features/remote-loading/federation/register-remotes.ts': 'skip-remote-registration.ts',
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** For NormalModuleReplacementPlugin: the resolved shell file, matched exactly, and its stand-in. */
export function shellSwaps(shellDir: string, srcDir: string): { file: RegExp; standIn: string }[] {
  return Object.entries(SWAPPED_SHELL_FILES).map(([shellFile, standIn]) => ({
    file: new RegExp(`^${escapeRegExp(path.join(shellDir, shellFile))}$`),
    standIn: path.join(srcDir, standIn),
  }));
}

/**
 * What the shell's index.ts loads, its splash CSS and then the app, minus the dynamic import
 * between them: that boundary exists only for the federation runtime to negotiate shared modules.
 */
export function shellEntry(shellDir: string): string[] {
  return [path.join(shellDir, 'src/boot-splash.css'), path.join(shellDir, 'src/app/bootstrap.tsx')];
}
