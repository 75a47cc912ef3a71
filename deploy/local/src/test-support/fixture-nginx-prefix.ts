/**
 * Writes an nginx prefix folder inside the serving fixture that serves its shell and remote on
 * `ports` from 127.0.0.1, with the project's own templates; `extra` adds TLS, proxies and so on.
 */
import path from 'node:path';
import { renderNginxConfig, type NginxRenderOptions } from '../nginx/render-nginx-config';
import { writeNginxPrefix } from '../nginx/run-nginx';
import type { ServingFixture } from './serving-fixture';

export async function writeFixtureNginxPrefix(
  fixture: ServingFixture,
  ports: { shell: number; remote: number },
  folder: string,
  extra: Partial<NginxRenderOptions> = {},
): Promise<string> {
  const prefix = path.join(fixture.dir, folder);
  const config = await renderNginxConfig({
    prefix,
    sites: fixture.sites(ports),
    listenAddresses: ['127.0.0.1'],
    templatesDir: path.resolve(__dirname, '../../../nginx'),
    ...extra,
  });
  await writeNginxPrefix(prefix, config);
  return prefix;
}
