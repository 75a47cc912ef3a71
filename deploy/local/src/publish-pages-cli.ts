/**
 * `pnpm --filter @jara/local-stack publish-pages [--stack local|e2e]`: publishes a running
 * stack's pages again from its current registry, e.g. after the shell was rebuilt in place.
 */
import { parseArgs } from 'node:util';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { E2E_PORTS, LOCAL_PORTS } from './port-layout';
import { publishStackPages } from './pages/publish-stack-pages';
import { stackPaths } from './workspace';

async function main() {
  const { values } = parseArgs({ options: { stack: { type: 'string', default: 'local' } } });
  if (values.stack !== 'local' && values.stack !== 'e2e') {
    throw new Error(`--stack must be local or e2e, not ${values.stack}`);
  }
  const root = findWorkspaceRoot(import.meta.dirname);
  await publishStackPages({
    root,
    layout: values.stack === 'local' ? LOCAL_PORTS : E2E_PORTS,
    paths: stackPaths(root, values.stack),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
