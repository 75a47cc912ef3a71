/**
 * Holds the files one exposed module of a remote needs beyond what another expose of it loads
 * (read from the remote's mf-manifest), so a spec can act while that widget is still loading.
 */
import type { Page } from '@playwright/test';
import type { RemoteName } from '@jara/contracts/remote-contract';
import { remoteManifestUrl } from './e2e-stack';

interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] } };
}

export interface HeldExpose {
  /** How many of its requests are being held. */
  readonly held: () => number;
  /** Lets every held request (and any later one) go on to the server. */
  release: () => void;
}

export async function holdExpose(
  page: Page,
  remote: RemoteName,
  expose: string,
  loadedWith: string,
): Promise<HeldExpose> {
  const manifest = (await (await fetch(remoteManifestUrl(remote))).json()) as {
    exposes: ManifestExpose[];
  };
  const files = (path: string) => {
    const found = manifest.exposes.find((entry) => entry.path === path);
    if (!found) throw new Error(`${remote} exposes no ${path}`);
    return found.assets.js.sync;
  };
  const shared = new Set(files(loadedWith));
  const own = files(expose).filter((file) => !shared.has(file));
  if (own.length === 0) throw new Error(`${expose} of ${remote} has no files of its own`);

  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(
    (url) => own.some((file) => url.pathname.endsWith(`/${file}`)),
    async (route) => {
      held += 1;
      await released;
      await route.continue();
    },
  );
  return { held: () => held, release: () => release() };
}
