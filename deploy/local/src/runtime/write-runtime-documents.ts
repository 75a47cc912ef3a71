/** Writes `/registry.json` and `/app-config.json` into a stack's runtime folder. */
import path from 'node:path';
import type { RemoteRegistry, RuntimeConfig } from '@jara/contracts/runtime-config';
import { writeJsonAtomic } from './atomic-json';
import { APP_CONFIG_FILE, REGISTRY_FILE } from './runtime-documents';

export async function writeRuntimeDocuments(
  runtimeDir: string,
  documents: { registry: RemoteRegistry; appConfig: RuntimeConfig },
): Promise<void> {
  await writeJsonAtomic(path.join(runtimeDir, REGISTRY_FILE), documents.registry);
  await writeJsonAtomic(path.join(runtimeDir, APP_CONFIG_FILE), documents.appConfig);
}
