import { createPosthogClient, MAX_QUEUED_CALLS, type PosthogLoaders } from './posthog-client';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakePosthog() {
  return {
    init: jest.fn(),
    capture: jest.fn(),
    identify: jest.fn(),
    setPersonProperties: jest.fn(),
    reset: jest.fn(),
    startSessionRecording: jest.fn(),
  };
}

class FakeSessionRecording {}

/** Loaders whose idle moments the test hands out one at a time. */
function fakeLoaders(posthog = fakePosthog()) {
  const idles: (() => void)[] = [];
  const loaders = {
    idle: jest.fn(() => new Promise<void>((resolve) => idles.push(resolve))),
    library: jest.fn(() =>
      Promise.resolve({ posthog, sessionRecording: FakeSessionRecording as never }),
    ),
    recorder: jest.fn(() => Promise.resolve({})),
  } satisfies PosthogLoaders;
  const nextIdle = async () => {
    idles.shift()?.();
    await flush();
  };
  return { posthog, loaders, nextIdle };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('createPosthogClient', () => {
  afterEach(() => setVisibility('visible'));

  it('loads nothing before the page is idle, then replays the calls made meanwhile in order', async () => {
    const { posthog, loaders, nextIdle } = fakeLoaders();
    const client = createPosthogClient({ token: 'phc_test', host: 'http://sink.test' }, loaders);
    client.identify('1');
    client.capture('early', { n: 1 });
    await flush();
    expect(loaders.library).not.toHaveBeenCalled();

    await nextIdle();
    client.capture('late');
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({
        api_host: 'http://sink.test',
        disable_session_recording: true,
        __extensionClasses: { sessionRecording: FakeSessionRecording },
      }),
    );
    expect(posthog.identify).toHaveBeenCalledWith('1', undefined);
    expect(posthog.capture.mock.calls).toEqual([
      ['early', { n: 1 }],
      ['late', undefined],
    ]);
  });

  it('keeps a bounded queue while loading: the oldest calls give way, and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { posthog, loaders, nextIdle } = fakeLoaders();
    const client = createPosthogClient({ token: 'phc', host: 'http://x.test' }, loaders);
    for (let i = 0; i < MAX_QUEUED_CALLS + 5; i += 1) client.capture(`e${i}`);
    await nextIdle();
    const sent = posthog.capture.mock.calls.map(([event]) => event);
    expect(sent).toHaveLength(MAX_QUEUED_CALLS);
    expect(sent[0]).toBe('e5');
    expect(sent.at(-1)).toBe(`e${MAX_QUEUED_CALLS + 4}`);
    expect(warn).toHaveBeenCalledWith(
      '[analytics] 5 early events were dropped: the queue was full',
    );
    warn.mockRestore();
  });

  it('starts recording at the next idle moment after posthog runs, with the bundled recorder', async () => {
    const { posthog, loaders, nextIdle } = fakeLoaders();
    createPosthogClient({ token: 'phc', host: 'http://x.test' }, loaders);
    await nextIdle();
    expect(loaders.recorder).not.toHaveBeenCalled();
    expect(posthog.startSessionRecording).not.toHaveBeenCalled();
    await nextIdle();
    expect(loaders.recorder).toHaveBeenCalledTimes(1);
    expect(posthog.startSessionRecording).toHaveBeenCalledTimes(1);
  });

  it('keeps sending events when the recorder cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { posthog, loaders, nextIdle } = fakeLoaders();
    loaders.recorder.mockRejectedValue(new Error('offline'));
    const client = createPosthogClient({ token: 'phc', host: 'http://x.test' }, loaders);
    await nextIdle();
    await nextIdle();
    client.capture('still sent');
    expect(posthog.startSessionRecording).not.toHaveBeenCalled();
    expect(posthog.capture).toHaveBeenCalledWith('still sent', undefined);
    expect(error).toHaveBeenCalledWith(
      '[analytics] the session recorder could not be loaded',
      expect.any(Error),
    );
    error.mockRestore();
  });

  it('sends what is captured on a hidden page as a beacon', async () => {
    const { posthog, loaders, nextIdle } = fakeLoaders();
    const client = createPosthogClient({ token: 'phc', host: 'http://x.test' }, loaders);
    await nextIdle();
    setVisibility('hidden');
    client.capture('web_vital', { name: 'CLS' });
    expect(posthog.capture).toHaveBeenCalledWith(
      'web_vital',
      { name: 'CLS' },
      { transport: 'sendBeacon' },
    );
  });

  it('drops events without breaking anything when the library cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { loaders, nextIdle } = fakeLoaders();
    loaders.library.mockRejectedValue(new Error('offline'));
    const client = createPosthogClient({ token: 'phc', host: 'http://x.test' }, loaders);
    client.capture('lost');
    await nextIdle();
    expect(() => client.capture('after')).not.toThrow();
    expect(loaders.recorder).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      '[analytics] posthog-js could not be loaded',
      expect.any(Error),
    );
    error.mockRestore();
  });
});
