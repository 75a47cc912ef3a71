/**
 * `pnpm --filter @jara/local-stack precompress`: the `.br` and `.gz` copies of every bundle's
 * hashed assets, written as the last step of `pnpm build`, where a deploy pays for them once
 * (brotli at quality 11 is about 15 s on two cores). A stack that starts on that build then finds
 * them there; it still writes whatever a later build added.
 */
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { precompressAssets } from './build/precompress-assets';
import { siteBundles } from './workspace';

async function main() {
  const root = findWorkspaceRoot(import.meta.dirname);
  const started = Date.now();
  const { assets, written } = await precompressAssets(
    siteBundles(root).map((bundle) => bundle.distDir),
  );
  console.info(
    `precompressed ${assets} hashed assets (${written} copies written, ${Date.now() - started} ms)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
