/**
 * The one module the one-bundle config generates (a virtual module, never written to disk): a
 * map from every remote module id to a lazy import of the file its remote exposes. Each module
 * is its own chunk, named after it (`expose-storefront-app`), as the federated build gives every
 * expose its own chunk: a route loads what it loaded before, only from this origin.
 */

/** What `load-linked-module.ts` imports; the config points it at the generated module. */
export const LINKED_MODULES_REQUEST = '@jara/one-bundle/linked-remote-modules';

export function exposeChunkName(id: string): string {
  return `expose-${id.replace('/', '-')}`;
}

export function linkedModulesSource(files: ReadonlyMap<string, string>): string {
  const entries = [...files].map(([id, file]) => {
    const magic = `/* webpackChunkName: ${JSON.stringify(exposeChunkName(id))} */`;
    return `  ${JSON.stringify(id)}: () => import(${magic} ${JSON.stringify(file)}),`;
  });
  return `export default {\n${entries.join('\n')}\n};\n`;
}
