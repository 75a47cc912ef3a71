import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Product } from '@jara/contracts/entities';
import { middayToday } from '@jara/sandbox/midday';
import { startSandbox, type Sandbox } from '@jara/sandbox/start-sandbox';
import type { RemoteFolder } from './load-bundles';
import {
  addStorefrontRelease,
  createPublishFixture,
  FIXTURE_ORIGIN,
  type PublishFixture,
} from '../test-support/publish-fixture';
import { publishPages } from './publish-pages';
import { Teardown } from '../processes/teardown';
import {
  publishAndFollowCatalogue,
  republishOnCatalogueChange,
  type Republisher,
} from './republish-on-catalogue-change';

describe('republishOnCatalogueChange with a real sandbox', () => {
  const DEBOUNCE_MS = 250;
  let sandbox: Sandbox;
  let fixture: PublishFixture;
  let remotes: RemoteFolder[];
  let republisher: Republisher;
  let started: number;
  let finished: number;
  let warnings: string[];
  let dish: Product;

  const publish = async () => {
    started += 1;
    try {
      return await publishPages({
        shellDist: fixture.shellDist,
        remotes,
        origin: FIXTURE_ORIGIN,
        api: { baseUrl: sandbox.urls.api, plansBaseUrl: sandbox.urls.plans },
        pagesDir: fixture.pagesDir,
      });
    } finally {
      finished += 1;
    }
  };
  const read = (file: string) => readFile(path.join(fixture.pagesDir, file), 'utf8');
  const storePage = () => read('stores/jollof-republic/index.html');

  async function changeDish(body: { price?: number; is_available?: boolean }) {
    const control = sandbox.urls.api.replace(/\/api$/, '/__sandbox');
    const response = await fetch(`${control}/products/${dish.uuid}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  }

  async function publishesFinished(count: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (finished < count) {
      if (Date.now() > deadline) throw new Error(`${finished} publishes finished, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Long enough for a publish the republisher still owed to have started. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS * 4));

  beforeAll(async () => {
    sandbox = await startSandbox({
      dataDir: ':memory:',
      ports: { api: 0, plans: 0, realtime: 0, analytics: 0 },
      clockStartAt: middayToday(),
    });
  });
  afterAll(() => sandbox.stop());

  beforeEach(async () => {
    sandbox.reset({ clockAt: middayToday() });
    const products = await fetch(
      `${sandbox.urls.api}/marketplace/vendors/jollof-republic/products`,
    );
    [dish] = ((await products.json()) as { data: [Product] }).data;
    fixture = await createPublishFixture();
    remotes = await addStorefrontRelease(fixture);
    started = 0;
    finished = 0;
    warnings = [];
    const since = sandbox.catalogue().version;
    await publish();
    republisher = republishOnCatalogueChange({
      sandbox,
      since,
      publish,
      debounceMs: DEBOUNCE_MS,
      log: () => undefined,
      warn: (line) => warnings.push(line),
    });
  });
  afterEach(async () => {
    await republisher.stop();
    await rm(fixture.dir, { recursive: true, force: true });
  });

  it('publishes the store page again with the price the sandbox now charges', async () => {
    expect(await storePage()).toContain(`<main>${dish.name}: ${dish.price}</main>`);
    await changeDish({ price: dish.price + 650 });
    await publishesFinished(2);
    expect(await storePage()).toContain(`<main>${dish.name}: ${dish.price + 650}</main>`);
    expect(warnings).toEqual([]);
  });

  it('lists every store it published in the sitemap, with its lastmod', async () => {
    const list = await fetch(`${sandbox.urls.api}/marketplace/vendors?per_page=100`);
    const { items } = ((await list.json()) as { data: { items: { slug: string }[] } }).data;
    const sitemap = await read('sitemap.xml');
    expect(items.length).toBeGreaterThan(5);
    for (const { slug } of items) {
      expect(sitemap).toContain(
        `<url><loc>${FIXTURE_ORIGIN}/stores/${slug}</loc><lastmod>2026-05-02</lastmod></url>`,
      );
    }
    expect(sitemap).not.toMatch(/\{name\}|%7Bname%7D/);
  });

  it('publishes once for a burst of five changes', async () => {
    for (let step = 1; step <= 5; step += 1) await changeDish({ price: dish.price + step });
    await publishesFinished(2);
    await settle();
    expect(started).toBe(2);
    expect(await storePage()).toContain(`<main>${dish.name}: ${dish.price + 5}</main>`);
  });

  it('logs a failed publish, keeps the previous pages served, and publishes the next change', async () => {
    const before = await storePage();
    await changeDish({ price: 0 });
    await publishesFinished(2);
    expect(warnings).toEqual([
      expect.stringContaining(`Prerendering /stores/jollof-republic with storefront`),
    ]);
    expect(warnings[0]).toContain(`${dish.name} has no price`);
    expect(await storePage()).toBe(before);

    await changeDish({ price: dish.price + 2, is_available: false });
    await publishesFinished(3);
    expect(await storePage()).toContain(`<main>${dish.name}: ${dish.price + 2} (sold out)</main>`);
  });
});

describe('republishOnCatalogueChange', () => {
  type Listener = Parameters<Sandbox['onCatalogueChange']>[0];

  function fakeSandbox() {
    const listeners = new Set<Listener>();
    let version = 0;
    const catalogue = () => ({
      version,
      changedAt: '2026-05-01T12:00:00.000Z',
      reason: 'a change',
    });
    return {
      listeners,
      catalogue,
      onCatalogueChange(listener: Listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      change() {
        version += 1;
        for (const listener of listeners) listener(catalogue());
      },
    };
  }

  /** A publish that runs until the test lets it end. */
  function gatedPublish() {
    const state = { calls: 0, running: 0, mostAtOnce: 0, ends: [] as (() => void)[] };
    const publish = () =>
      new Promise<void>((resolve) => {
        state.calls += 1;
        state.running += 1;
        state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
        state.ends.push(() => {
          state.running -= 1;
          resolve();
        });
      });
    const endNext = async () => {
      state.ends.shift()?.();
      await jest.advanceTimersByTimeAsync(0);
    };
    return { state, publish, endNext };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const quietly = { log: () => undefined, debounceMs: 500, maxWaitMs: 2_000 };

  it('waits for the catalogue to be still before publishing', async () => {
    const sandbox = fakeSandbox();
    const { state, publish } = gatedPublish();
    republishOnCatalogueChange({ sandbox, since: 0, publish, ...quietly });
    sandbox.change();
    await jest.advanceTimersByTimeAsync(400);
    sandbox.change();
    await jest.advanceTimersByTimeAsync(499);
    expect(state.calls).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.calls).toBe(1);
  });

  it('never publishes twice at once: changes during a publish give exactly one more after it', async () => {
    const sandbox = fakeSandbox();
    const { state, publish, endNext } = gatedPublish();
    republishOnCatalogueChange({ sandbox, since: 0, publish, ...quietly });
    sandbox.change();
    await jest.advanceTimersByTimeAsync(500);
    for (let step = 0; step < 3; step += 1) sandbox.change();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(state.calls).toBe(1);
    await endNext();
    await jest.advanceTimersByTimeAsync(500);
    expect(state.calls).toBe(2);
    await endNext();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(state.calls).toBe(2);
    expect(state.mostAtOnce).toBe(1);
  });

  it('publishes changes that never stop once the first has waited the longest it may', async () => {
    const sandbox = fakeSandbox();
    const { state, publish } = gatedPublish();
    republishOnCatalogueChange({ sandbox, since: 0, publish, ...quietly });
    for (let tick = 0; tick < 19; tick += 1) {
      sandbox.change();
      await jest.advanceTimersByTimeAsync(100);
    }
    expect(state.calls).toBe(0);
    sandbox.change();
    await jest.advanceTimersByTimeAsync(100);
    expect(state.calls).toBe(1);
  });

  it('publishes at once a catalogue newer than the served pages, and not one as old', async () => {
    const sandbox = fakeSandbox();
    sandbox.change();
    const older = gatedPublish();
    republishOnCatalogueChange({ sandbox, since: 0, publish: older.publish, ...quietly });
    const current = gatedPublish();
    republishOnCatalogueChange({ sandbox, since: 1, publish: current.publish, ...quietly });
    await jest.advanceTimersByTimeAsync(500);
    expect(older.state.calls).toBe(1);
    expect(current.state.calls).toBe(0);
  });

  it('logs why it publishes, and a failure, and keeps listening', async () => {
    const sandbox = fakeSandbox();
    const lines: string[] = [];
    const warnings: string[] = [];
    const publish = jest
      .fn<Promise<unknown>, []>()
      .mockRejectedValueOnce(new Error('Publishing the prerendered pages failed'))
      .mockResolvedValue(undefined);
    republishOnCatalogueChange({
      sandbox,
      since: 0,
      publish,
      ...quietly,
      log: (line) => lines.push(line),
      warn: (line) => warnings.push(line),
    });
    sandbox.change();
    await jest.advanceTimersByTimeAsync(500);
    expect(lines).toEqual(['Catalogue version 1 (a change): publishing the pages again']);
    expect(warnings).toEqual(['Publishing the prerendered pages failed']);
    sandbox.change();
    await jest.advanceTimersByTimeAsync(500);
    expect(publish).toHaveBeenCalledTimes(2);
    expect(warnings).toHaveLength(1);
  });

  it('stops listening, drops a publish it owed, and waits for one under way', async () => {
    const sandbox = fakeSandbox();
    const { state, publish, endNext } = gatedPublish();
    const republisher = republishOnCatalogueChange({ sandbox, since: 0, publish, ...quietly });
    sandbox.change();
    await jest.advanceTimersByTimeAsync(500);
    sandbox.change();
    let stopped = false;
    const stopping = republisher.stop().then(() => {
      stopped = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    expect(sandbox.listeners.size).toBe(0);
    await endNext();
    await stopping;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(state.calls).toBe(1);
  });

  it('publishes a stack now and on every change until its teardown, even after a failed start', async () => {
    const sandbox = fakeSandbox();
    const teardown = new Teardown();
    const publish = jest
      .fn<Promise<unknown>, []>()
      .mockRejectedValueOnce(new Error('the shell is not built'))
      .mockResolvedValue(undefined);
    await expect(
      publishAndFollowCatalogue({ sandbox, teardown, publish: () => publish(), ...quietly }),
    ).rejects.toThrow('the shell is not built');
    sandbox.change();
    await jest.advanceTimersByTimeAsync(500);
    expect(publish).toHaveBeenCalledTimes(2);
    await teardown.run();
    sandbox.change();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(publish).toHaveBeenCalledTimes(2);
  });
});
