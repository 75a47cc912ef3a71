import { createPosthogClient } from './posthog-client';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakePosthog() {
  return {
    init: jest.fn(),
    capture: jest.fn(),
    identify: jest.fn(),
    setPersonProperties: jest.fn(),
    reset: jest.fn(),
  };
}

describe('createPosthogClient', () => {
  it('initialises with the runtime token and host, and replays calls made while loading', async () => {
    const posthog = fakePosthog();
    const client = createPosthogClient({ token: 'phc_test', host: 'http://sink.test' }, () =>
      Promise.resolve(posthog),
    );
    client.identify('1');
    client.capture('early');
    await flush();
    client.capture('late');
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({ api_host: 'http://sink.test' }),
    );
    expect(posthog.identify).toHaveBeenCalledWith('1', undefined);
    expect(posthog.capture.mock.calls.map(([event]) => event)).toEqual(['early', 'late']);
  });

  it('drops events without breaking anything when the library cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const client = createPosthogClient({ token: 'phc', host: 'http://x.test' }, () =>
      Promise.reject(new Error('offline')),
    );
    client.capture('lost');
    await flush();
    expect(() => client.capture('after')).not.toThrow();
    expect(error).toHaveBeenCalledWith(
      '[analytics] posthog-js could not be loaded',
      expect.any(Error),
    );
    error.mockRestore();
  });
});
