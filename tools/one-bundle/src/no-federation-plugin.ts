/**
 * Fails the one-bundle build when any module of Module Federation ends up in it. The baseline
 * must carry none of what federation costs; and a shell import of the runtime outside the two
 * files the config swaps would either ship it unnoticed or, with no federation instance to
 * talk to, break the site at boot.
 */
import type { Compiler, Module, NormalModule, RspackPluginInstance } from '@rspack/core';

const NAME = 'NoFederationPlugin';
const FEDERATION_PACKAGE = /[\\/]node_modules[\\/]@module-federation[\\/]/;

export function isFederationModule(resource: string): boolean {
  return FEDERATION_PACKAGE.test(resource);
}

/** A file's path for a module read from a file; nothing for a runtime or concatenated module. */
function resourceOf(module: Module): string | undefined {
  const { resource } = module as Partial<NormalModule>;
  return typeof resource === 'string' ? resource : undefined;
}

export class NoFederationPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        for (const module of modules) {
          const resource = resourceOf(module);
          if (!resource || !isFederationModule(resource)) continue;
          const issuerModule = compilation.moduleGraph.getIssuer(module);
          const issuer = (issuerModule && resourceOf(issuerModule)) ?? 'an unknown module';
          // One error per import from our code; the runtime's own modules follow from it.
          if (isFederationModule(issuer)) continue;
          compilation.errors.push(
            new compiler.rspack.WebpackError(
              `${issuer} imports ${resource}: the one-bundle build links every remote in and carries no federation; swap that file in tools/one-bundle too`,
            ),
          );
        }
      });
    });
  }
}
