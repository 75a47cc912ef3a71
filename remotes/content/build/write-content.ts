/**
 * The content build's second step (after `rspack build`, which empties dist): parses
 * `source/` into `dist/.server/content.json`, the data every blog page is prerendered from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_BUILD_FILE } from '@jara/contracts/content';
import { assembleContent } from './assemble-content';
import { SourceError } from './source-error';

const packageDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(packageDir, 'dist');

try {
  const content = assembleContent(path.join(packageDir, 'source'), distDir);
  const file = path.join(distDir, CONTENT_BUILD_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(content));
  console.info(
    `content: ${content.posts.length} posts, ${content.quizzes.length} quizzes (per country) → ${path.relative(packageDir, file)}`,
  );
} catch (error) {
  if (!(error instanceof SourceError)) throw error;
  console.error(`content build failed: ${error.message}`);
  process.exitCode = 1;
}
