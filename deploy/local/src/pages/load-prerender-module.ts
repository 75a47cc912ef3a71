/**
 * Loads a bundle's `.server/prerender.cjs`. Every publish evaluates the file afresh (a new build
 * or release replaces it while the process that publishes lives on), so no copy is ever cached:
 * the file is wrapped and run as Node runs a CommonJS module, outside require's cache.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { PrerenderModule, ShellPrerenderModule } from '@jara/contracts/prerender';

type CommonJsWrapper = (
  exports: unknown,
  require: NodeJS.Require,
  module: { exports: unknown },
  filename: string,
  dirname: string,
) => void;

function loadFresh(file: string): unknown {
  const source = readFileSync(file, 'utf8');
  const wrapper = runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: file },
  ) as CommonJsWrapper;
  const module = { exports: {} as unknown };
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file));
  return module.exports;
}

function exportsFunctions(module: unknown, names: string[], file: string): void {
  const missing = names.filter(
    (name) => typeof (module as Record<string, unknown> | null)?.[name] !== 'function',
  );
  if (missing.length > 0) {
    throw new Error(`${file} does not export ${missing.join(', ')} as functions`);
  }
}

export function loadPrerenderModule(file: string): PrerenderModule {
  const module = loadFresh(file);
  exportsFunctions(module, ['pages', 'renderPage'], file);
  return module as PrerenderModule;
}

export function loadShellPrerenderModule(file: string): ShellPrerenderModule {
  const module = loadFresh(file);
  exportsFunctions(module, ['pages', 'renderPage', 'renderLayout'], file);
  return module as ShellPrerenderModule;
}
