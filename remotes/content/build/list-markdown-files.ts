import fs from 'node:fs';
import path from 'node:path';

/** Every `.md` file under `dir`, at any depth, in a stable order (none when it does not exist). */
export function listMarkdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name))
    .sort();
}
