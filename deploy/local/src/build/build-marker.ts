/** The file a finished build of a bundle always writes: its presence means "this was built". */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Bundle } from '../workspace';

export function buildMarker(bundle: Bundle): string {
  return path.join(bundle.distDir, bundle.name === 'shell' ? 'index.html' : 'mf-manifest.json');
}

/** For runs told to skip the build: fail early, naming what was never built. */
export function assertBuilt(bundles: Bundle[]): void {
  const missing = bundles.map(buildMarker).filter((marker) => !existsSync(marker));
  if (missing.length > 0) {
    throw new Error(`Not built yet (run \`pnpm build\` first): ${missing.join(', ')}`);
  }
}
