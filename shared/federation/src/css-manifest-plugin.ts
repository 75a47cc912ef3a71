/**
 * Writes `.server/css-manifest.json`: for every named chunk group of the browser build (the
 * entry, each `screen-*` and `page-*` chunk, each federation expose), the CSS files it needs.
 * A prerendered page links exactly those, so it paints styled before any script runs.
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { CSS_MANIFEST } from '@jara/contracts/prerender';

export class CssManifestPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CssManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CssManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            const css = group.getFiles().filter((file) => file.endsWith('.css'));
            if (css.length > 0) manifest[name] = [...new Set(css)].sort();
          }
          const json = `${JSON.stringify(manifest, null, 2)}\n`;
          compilation.emitAsset(CSS_MANIFEST, new sources.RawSource(json));
        },
      );
    });
  }
}
