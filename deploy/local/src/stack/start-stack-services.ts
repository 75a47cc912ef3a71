/**
 * What every stack runs besides its static servers: the sandbox backend on the layout's ports and
 * the two runtime documents that point the shell at it and at the remotes; for each sandbox slot,
 * the runtime config that points the slot's site at the slot's sandbox (started by its user, an
 * e2e worker, with the sandbox's default realtime key).
 */
import path from 'node:path';
import { startSandbox, type Sandbox } from '@jara/sandbox/start-sandbox';
import { slotLayouts, stackOrigins, type PortLayout } from '../port-layout';
import type { Teardown } from '../processes/teardown';
import {
  APP_CONFIG_FILE,
  createAppConfig,
  createRegistry,
  type AppConfigOptions,
} from '../runtime/runtime-documents';
import { writeJsonAtomic } from '../runtime/atomic-json';
import { writeRuntimeDocuments } from '../runtime/write-runtime-documents';
import { remoteVersions, type StackPaths } from '../workspace';
import { apiCallerOrigins } from './api-caller-origins';

export interface StackServicesOptions {
  root: string;
  layout: PortLayout;
  paths: StackPaths;
  teardown: Teardown;
  /** The sandbox's data folder; its own default (deploy/sandbox/data) when not set. */
  dataDir?: string;
  clockSpeed?: number;
  /** Where the sandbox's clock starts (epoch ms); real time when not set. */
  clockStartAt?: number;
  appConfig?: Omit<AppConfigOptions, 'realtimeKey'>;
}

export async function startStackServices(options: StackServicesOptions): Promise<Sandbox> {
  const { layout } = options;
  const sandbox = await startSandbox({
    // Over TLS, nginx answers wss on the realtime port and the ws server sits on a free one
    // behind it (the sandbox reports which).
    ports: { ...layout.sandbox, ...(layout.tls && { realtime: 0 }) },
    allowedOrigins: apiCallerOrigins(layout),
    // Over TLS its images come through nginx's https assets port: an http image on an https page
    // is mixed content.
    ...(layout.assets !== undefined && { assetsOrigin: stackOrigins(layout).assets }),
    ...(options.dataDir !== undefined && { dataDir: options.dataDir }),
    ...(options.clockSpeed !== undefined && { clockSpeed: options.clockSpeed }),
    ...(options.clockStartAt !== undefined && { clockStartAt: options.clockStartAt }),
  });
  options.teardown.add('sandbox', () => sandbox.stop());
  await writeRuntimeDocuments(options.paths.runtimeDir, {
    registry: createRegistry(layout, remoteVersions(options.root)),
    appConfig: createAppConfig(layout, { ...options.appConfig, realtimeKey: sandbox.realtime.key }),
  });
  await Promise.all(
    slotLayouts(layout).map((slot, index) =>
      writeJsonAtomic(
        path.join(options.paths.slotConfigDir(index), APP_CONFIG_FILE),
        createAppConfig(slot, options.appConfig),
      ),
    ),
  );
  return sandbox;
}
