// @ts-check
/**
 * Lints probes with the repository's ESLint config and prints their messages as JSON. It runs in
 * its own Node process because jest's module VM cannot `import()` eslint.config.mjs.
 * stdin: `[{ "filePath": "...", "code"?: "..." }]`, paths relative to the repository root; a probe
 * with `code` is linted as if it were that file, one without is read from disk.
 */
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
/** @type {{ filePath: string, code?: string }[]} */
const probes = JSON.parse(await text(process.stdin));
// The fixtures are ignored by the normal run; here they are the point.
const eslint = new ESLint({ cwd: root, ignore: false });

const results = [];
for (const { filePath, code } of probes) {
  const absolute = path.join(root, filePath);
  const [result] =
    code === undefined
      ? await eslint.lintFiles([absolute])
      : await eslint.lintText(code, { filePath: absolute });
  results.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
