/** Emits the blog's data files (`content-files.ts`) into the one-bundle's dist with its assets. */
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { contentFiles } from './content-files';

const NAME = 'ContentFilesPlugin';

export class ContentFilesPlugin implements RspackPluginInstance {
  constructor(private readonly contentDir: string) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.rspack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            for (const [file, bytes] of contentFiles(this.contentDir)) {
              compilation.emitAsset(file, new RawSource(bytes));
            }
          } catch (error) {
            // A bad post fails this build as it fails the content remote's (a SourceError).
            const message = error instanceof Error ? error.message : String(error);
            compilation.errors.push(
              new compiler.rspack.WebpackError(`the blog's files: ${message}`),
            );
          }
        },
      );
    });
  }
}
