/** Finds the workspace root from any bundle's folder, so configs need no hard-coded depth. */
import { existsSync } from 'node:fs';
import path from 'node:path';

export function findWorkspaceRoot(from: string): string {
  let dir = path.resolve(from);
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`);
    dir = parent;
  }
  return dir;
}
