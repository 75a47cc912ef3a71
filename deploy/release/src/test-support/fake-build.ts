/** A remote's dist as a release sees it: the two entry files, a hashed chunk and its siblings. */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes a build whose bytes depend on `chunk` (10 hex digits, like rspack's content hash). */
export async function writeFakeBuild(dist: string, remote: string, chunk: string): Promise<void> {
  await rm(dist, { recursive: true, force: true });
  await mkdir(path.join(dist, 'css'), { recursive: true });
  const files: Record<string, string> = {
    'mf-manifest.json': `{"name":"${remote}","chunk":"${chunk}"}`,
    'mf-stats.json': `{"name":"${remote}"}`,
    'remoteEntry.js': `var ${remote};`,
    [`screen-home.${chunk}.js`]: `/* ${chunk} */`,
    [`screen-home.${chunk}.js.gz`]: 'gzip bytes',
    [`screen-home.${chunk}.js.map`]: '{"version":3}',
    [`css/screen-home.${chunk}.css`]: 'body{}',
    'favicon.svg': '<svg/>',
  };
  for (const [file, text] of Object.entries(files)) {
    await writeFile(path.join(dist, file), text);
  }
}
