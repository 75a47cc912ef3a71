/**
 * Writes `builds/latest.json` and `builds/meta/{buildId}.json` into every shell build. Open pages
 * poll `latest.json` and compare it with the build they were loaded from to notice a release.
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';

export interface BuildInfo {
  id: string;
  timestamp: number;
}

export class BuildMetaPlugin implements RspackPluginInstance {
  constructor(private readonly build: BuildInfo) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.rspack.sources;
    compiler.hooks.thisCompilation.tap('BuildMetaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'BuildMetaPlugin',
          stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const body = JSON.stringify(this.build);
          compilation.emitAsset('builds/latest.json', new RawSource(body));
          compilation.emitAsset(`builds/meta/${this.build.id}.json`, new RawSource(body));
        },
      );
    });
  }
}
