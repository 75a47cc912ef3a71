import { setChosenReleases } from '../remote-loading/releases/chosen-releases';
import { startErrorReporting } from '../errors/start-error-reporting';
import { startAnalytics } from './start-analytics';
import { createPosthogClient } from './posthog-client';
import { reportWebVitals } from './report-web-vitals';

jest.mock('./posthog-client', () => ({
  createPosthogClient: jest.fn(() => ({
    capture: jest.fn(),
    identify: jest.fn(),
    setPersonProperties: jest.fn(),
    reset: jest.fn(),
  })),
}));
jest.mock('../errors/start-error-reporting', () => ({ startErrorReporting: jest.fn() }));
jest.mock('./report-web-vitals', () => ({
  WEB_VITAL_EVENT: 'web_vital',
  reportWebVitals: jest.fn(),
}));

const router = () => ({
  state: {
    location: { pathname: '/stores/mama-put-kitchen', search: '?q=rice' },
    matches: [{ route: {} }, { route: { path: '/stores/:vendorSlug' } }],
  },
  subscribe: jest.fn(() => () => {}),
});

describe('startAnalytics', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => setChosenReleases({}));

  it('sends nothing, loads nothing and observes nothing without a project token', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const off = router();
    expect(() => startAnalytics({ token: '  ', host: 'http://sink.test' }, off)).not.toThrow();
    expect(createPosthogClient).not.toHaveBeenCalled();
    expect(reportWebVitals).not.toHaveBeenCalled();
    expect(off.subscribe).not.toHaveBeenCalled();
    expect(startErrorReporting).not.toHaveBeenCalled();
    info.mockRestore();
  });

  it('with a token, reports web vitals under the landing route pattern through the client', () => {
    setChosenReleases({
      storefront: { version: '1.4.0', entry: 'https://s.test/mf-manifest.json', channel: 'canary' },
    });
    startAnalytics({ token: 'phc', host: 'http://sink.test' }, router());
    const client = (createPosthogClient as jest.Mock).mock.results[0]!.value as {
      capture: jest.Mock;
    };
    const [send, path] = (reportWebVitals as jest.Mock).mock.calls[0]!;
    expect(path).toBe('/stores/:vendorSlug');
    (send as (properties: object) => void)({ name: 'CLS', value: 0 });
    expect(client.capture).toHaveBeenCalledWith('web_vital', {
      name: 'CLS',
      value: 0,
      remote_versions: { storefront: '1.4.0' },
      remote_channels: { storefront: 'canary' },
    });
  });

  it('with a token, reports errors through the same client (it names the releases too)', () => {
    startAnalytics({ token: 'phc', host: 'http://sink.test' }, router());
    const posthog = (createPosthogClient as jest.Mock).mock.results[0]!.value as {
      capture: jest.Mock;
    };
    const [client] = (startErrorReporting as jest.Mock).mock.calls[0]! as [
      { capture: (event: string, properties: object) => void },
    ];
    client.capture('client_error', { message: 'x' });
    expect(posthog.capture).toHaveBeenCalledWith('client_error', {
      message: 'x',
      remote_versions: {},
      remote_channels: {},
    });
  });
});
