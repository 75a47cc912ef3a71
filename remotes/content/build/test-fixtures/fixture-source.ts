import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A scratch copy of a fixture's `source/` (tests edit it freely) and an empty dist beside it. */
export function copyFixture(fixture: 'good' | 'hostile'): { sourceDir: string; distDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-build-'));
  const sourceDir = path.join(root, 'source');
  fs.cpSync(path.join(__dirname, fixture, 'source'), sourceDir, { recursive: true });
  return { sourceDir, distDir: path.join(root, 'dist') };
}

/** Rewrites one file of a scratch source; `replace` must match, so a stale test fails loudly. */
export function editSource(
  sourceDir: string,
  file: string,
  find: string | RegExp,
  replace: string,
) {
  const full = path.join(sourceDir, file);
  const text = fs.readFileSync(full, 'utf8');
  const found = typeof find === 'string' ? text.includes(find) : find.test(text);
  if (!found) throw new Error(`${file} has no ${String(find)}`);
  fs.writeFileSync(full, text.replace(find, replace));
}

export function writeSource(sourceDir: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(sourceDir, file)), { recursive: true });
  fs.writeFileSync(path.join(sourceDir, file), text);
}
