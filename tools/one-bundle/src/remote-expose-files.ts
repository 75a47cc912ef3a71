/**
 * Where each remote module the shell may load (`REMOTE_EXPOSES`) lives in the source, read from
 * every remote's rspack `exposes`: the one-bundle links exactly the files the federated build
 * exposes, and the list is never typed twice. The configs are read as source, not run: running
 * one builds a ModuleFederationPlugin, whose options are not public.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTE_EXPOSES } from '@jara/contracts/remote-contract';
import type { RemoteModuleId } from '../../../shell/src/features/remote-loading/federation/load-remote-module';

export class RemoteExposeError extends Error {
  override name = 'RemoteExposeError';
}

/** The `exposes` object literal of an rspack config's source: `{ './app': './src/exposes/app.tsx' }`. */
export function readExposes(file: string, source: string): Record<string, string> {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest);
  let exposes: Record<string, string> | undefined;
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'exposes' &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      exposes = Object.fromEntries(
        node.initializer.properties.map((property) => {
          if (
            !ts.isPropertyAssignment(property) ||
            !ts.isStringLiteral(property.name) ||
            !ts.isStringLiteral(property.initializer)
          ) {
            throw new RemoteExposeError(`${file}: every expose must be 'key': 'path' literals`);
          }
          return [property.name.text, property.initializer.text];
        }),
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  if (!exposes) throw new RemoteExposeError(`${file} has no exposes object`);
  return exposes;
}

/** Every contract module's id with the absolute path of the file its remote exposes it from. */
export function remoteExposeFiles(
  remotesDir: string,
  contract: Readonly<Record<string, readonly string[]>> = REMOTE_EXPOSES,
): Map<RemoteModuleId, string> {
  const files = new Map<RemoteModuleId, string>();
  for (const [remote, names] of Object.entries(contract)) {
    const remoteDir = path.join(remotesDir, remote);
    const configFile = path.join(remoteDir, 'rspack.config.ts');
    if (!existsSync(configFile)) throw new RemoteExposeError(`${configFile} does not exist`);
    const exposes = readExposes(configFile, readFileSync(configFile, 'utf8'));
    for (const name of names) {
      const id = `${remote}/${name.replace(/^\.\//, '')}` as RemoteModuleId;
      const relative = exposes[name];
      if (relative === undefined) {
        throw new RemoteExposeError(`${configFile} does not expose ${name} (wanted for ${id})`);
      }
      const file = path.resolve(remoteDir, relative);
      if (!existsSync(file)) throw new RemoteExposeError(`${id} is exposed from ${file}, missing`);
      files.set(id, file);
    }
  }
  return files;
}
