import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import type { Person, ReceivedEvent } from './event-store';
import type { Recording } from './recordings';

interface PostHogInBrowser {
  init(token: string, config: Record<string, unknown>): void;
  capture(event: string, properties?: Record<string, unknown>): void;
  identify(id: string, set?: Record<string, unknown>): void;
  setPersonProperties(set: Record<string, unknown>): void;
}

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

const sink = (pathAndQuery: string, init?: RequestInit) =>
  fetch(`${t.sandbox.urls.analytics}${pathAndQuery}`, init);
async function read<T>(pathAndQuery: string): Promise<T> {
  const body = (await (await sink(pathAndQuery)).json()) as { data: T };
  return body.data;
}
async function eventually<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 8000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a real posthog-js in a browser-like page', () => {
  it('delivers captures, identifies and person properties the tests can read back', async () => {
    await sink('/__sandbox/events', { method: 'DELETE' });
    const bundle = path.join(
      path.dirname(createRequire(__filename).resolve('posthog-js/package.json')),
      'dist/array.full.js',
    );
    const dom = new JSDOM('<!doctype html><html><body></body></html>', {
      url: 'http://localhost:9080/stores',
      runScripts: 'outside-only',
      pretendToBeVisual: true,
    });
    try {
      dom.window.eval(readFileSync(bundle, 'utf8'));
      const posthog = (dom.window as unknown as { posthog: PostHogInBrowser }).posthog;
      posthog.init('phc_sandbox_test', {
        api_host: t.sandbox.urls.analytics,
        request_batching: false,
        autocapture: false,
        disable_session_recording: true,
        persistence: 'localStorage',
      });
      posthog.capture('cart_emptied', { vendor: 'island-bukka' });
      posthog.identify('customer-1', { email: 'demo@jara.test' });
      posthog.setPersonProperties({ country: 'NG' });

      const expected = ['$pageview', 'cart_emptied', '$identify', '$set'];
      const events = await eventually(
        () => read<ReceivedEvent[]>('/__sandbox/events'),
        (list) => expected.every((name) => list.some((event) => event.event === name)),
      );
      expect(events.map((event) => event.event)).toEqual(expect.arrayContaining(expected));
      const emptied = await read<ReceivedEvent[]>('/__sandbox/events?event=cart_emptied');
      expect(emptied).toHaveLength(1);
      expect(emptied[0]?.properties.vendor).toBe('island-bukka');
      const identifies = await read<ReceivedEvent[]>('/__sandbox/identifies');
      expect(identifies[0]?.distinct_id).toBe('customer-1');
      const [person] = await read<Person[]>('/__sandbox/persons?distinct_id=customer-1');
      expect(person?.properties).toMatchObject({ email: 'demo@jara.test', country: 'NG' });
      expect(person?.aliases).toHaveLength(1);
    } finally {
      // Stops posthog's timers, or they would keep jest alive.
      dom.window.close();
    }
  }, 15_000);
});

describe('a real posthog-js recording a session', () => {
  it('delivers a recording, decoded, whose inputs are masked', async () => {
    await sink('/__sandbox/events', { method: 'DELETE' });
    const bundle = path.join(
      path.dirname(createRequire(__filename).resolve('posthog-js/package.json')),
      'dist/array.full.js',
    );
    const dom = new JSDOM(
      '<!doctype html><html><body><h1>Sign in</h1><label>Email <input id="email" type="email"></label></body></html>',
      // An origin the sandbox allows (CORS): posthog must read the remote config to record.
      { url: 'http://localhost:8080/stores', runScripts: 'outside-only', pretendToBeVisual: true },
    );
    try {
      dom.window.eval(readFileSync(bundle, 'utf8'));
      const posthog = (dom.window as unknown as { posthog: PostHogInBrowser }).posthog;
      posthog.init('phc_sandbox_recording', {
        api_host: t.sandbox.urls.analytics,
        autocapture: false,
        capture_pageview: false,
        disable_external_dependency_loading: true,
        session_recording: { maskAllInputs: true },
        persistence: 'memory',
      });
      const input = dom.window.document.getElementById('email') as HTMLInputElement;
      await new Promise((resolve) => setTimeout(resolve, 500));
      input.value = 'secret-typed@jara.test';
      input.dispatchEvent(new dom.window.Event('input', { bubbles: true }));

      const recordings = await eventually(
        () => read<Recording[]>('/__sandbox/recordings'),
        (list) => list.some((recording) => recording.snapshots.some((event) => event.type === 3)),
        12_000,
      );
      const [recording] = recordings;
      expect(recording?.session_id).toEqual(expect.any(String));
      const types = recording?.snapshots.map((event) => event.type);
      // A meta event, a full snapshot (decoded: the page's nodes) and incremental changes.
      expect(types).toEqual(expect.arrayContaining([4, 2, 3]));
      const full = recording?.snapshots.find((event) => event.type === 2);
      expect(JSON.stringify(full?.data)).toContain('Sign in');
      expect(JSON.stringify(recordings)).not.toContain('secret-typed');
    } finally {
      dom.window.close();
    }
  }, 20_000);
});

describe('request shapes posthog-js sends', () => {
  const event = (name: string) => ({
    event: name,
    distinct_id: 'anon-1',
    properties: { token: 'phc', $set: { plan: 'gold' } },
  });

  beforeEach(() => sink('/__sandbox/events', { method: 'DELETE' }));

  it('accepts gzip bodies marked compression=gzip-js', async () => {
    const body = gzipSync(
      JSON.stringify({ api_key: 'phc', batch: [event('gz-1'), event('gz-2')] }),
    );
    const response = await sink('/i/v0/e/?compression=gzip-js', {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain' },
    });
    expect(await response.json()).toEqual({ status: 1, received: 2 });
  });

  it('accepts base64 form bodies (data=...) marked compression=base64', async () => {
    const data = Buffer.from(JSON.stringify(event('b64'))).toString('base64');
    const response = await sink('/e/?compression=base64', {
      method: 'POST',
      body: `data=${encodeURIComponent(data)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect((await read<ReceivedEvent[]>('/__sandbox/events?event=b64'))[0]?.$set).toEqual({
      plan: 'gold',
    });
  });

  it('accepts plain JSON on /batch/, /capture/ and /s/', async () => {
    for (const endpoint of ['/batch/', '/capture/', '/s/']) {
      const response = await sink(endpoint, {
        method: 'POST',
        body: JSON.stringify([event(`json${endpoint}`)]),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(200);
    }
    expect(await read<ReceivedEvent[]>('/__sandbox/events')).toHaveLength(3);
  });

  it('keeps only event objects from a batch', async () => {
    const response = await sink('/batch/', {
      method: 'POST',
      body: JSON.stringify([1, 'x', event('kept')]),
      headers: { 'content-type': 'application/json' },
    });
    expect(await response.json()).toEqual({ status: 1, received: 1 });
  });

  it('answers flags, decide and remote config', async () => {
    expect(await (await sink('/flags/?v=2', { method: 'POST', body: '{}' })).json()).toMatchObject({
      flags: {},
      featureFlags: {},
      errorsWhileComputingFlags: false,
    });
    expect(await (await sink('/decide/?v=3', { method: 'POST', body: '{}' })).json()).toMatchObject(
      { featureFlags: {} },
    );
    expect(await (await sink('/array/phc_x/config')).json()).toMatchObject({
      token: 'phc_x',
      supportedCompression: ['gzip', 'gzip-js'],
    });
    const script = await sink('/array/phc_x/config.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain('_POSTHOG_REMOTE_CONFIG["phc_x"]');
  });

  it('refuses what it cannot decode with a 400 and stores nothing', async () => {
    const garbage = await sink('/e/?compression=gzip-js', {
      method: 'POST',
      body: 'not gzip at all',
    });
    expect(garbage.status).toBe(400);
    const broken = await sink('/e/', {
      method: 'POST',
      body: '{"event": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(await broken.json()).toEqual({
      status: 'error',
      message: 'The analytics payload is not valid JSON.',
    });
    expect(await read<ReceivedEvent[]>('/__sandbox/events')).toEqual([]);
  });
});
