/**
 * REMOTE_EXPOSES is what the shell may load; each remote's rspack `exposes` is what it builds.
 * They must name the same modules, both ways, for every remote folder. The configs are read as
 * source (not run): the test needs the keys, not a bundler.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REMOTE_EXPOSES } from '@jara/contracts/remote-contract';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';

const remotesDir = path.join(findWorkspaceRoot(__dirname), 'remotes');

function isExposes(node: ts.Node): node is ts.PropertyAssignment & {
  initializer: ts.ObjectLiteralExpression;
} {
  return (
    ts.isPropertyAssignment(node) &&
    ts.isIdentifier(node.name) &&
    node.name.text === 'exposes' &&
    ts.isObjectLiteralExpression(node.initializer)
  );
}

/** The keys of the `exposes` object literal in a remote's rspack.config.ts. */
function builtExposes(remote: string): string[] {
  const file = path.join(remotesDir, remote, 'rspack.config.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  let keys: string[] | undefined;
  const visit = (node: ts.Node) => {
    if (isExposes(node)) {
      keys = node.initializer.properties.map((property) => {
        if (!property.name || !ts.isStringLiteral(property.name)) {
          throw new Error(`${file}: every expose must be a string key`);
        }
        return property.name.text;
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!keys) throw new Error(`${file} has no exposes object`);
  return keys;
}

const remoteFolders = readdirSync(remotesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

it('has a contract entry for every remote folder and a folder for every entry', () => {
  expect([...remoteFolders].sort()).toEqual(Object.keys(REMOTE_EXPOSES).sort());
});

it.each(remoteFolders)('%s builds exactly the exposes the contract names', (remote) => {
  const contract: readonly string[] = REMOTE_EXPOSES[remote as keyof typeof REMOTE_EXPOSES] ?? [];
  expect([...builtExposes(remote)].sort()).toEqual([...contract].sort());
});
