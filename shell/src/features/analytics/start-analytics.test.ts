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

  it('sends nothing, loads nothing and observes nothing without a project token', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const off = router();
    expect(() => startAnalytics({ token: '  ', host: 'http://sink.test' }, off)).not.toThrow();
    expect(createPosthogClient).not.toHaveBeenCalled();
    expect(reportWebVitals).not.toHaveBeenCalled();
    expect(off.subscribe).not.toHaveBeenCalled();
    info.mockRestore();
  });

  it('with a token, reports web vitals under the landing route pattern through the client', () => {
    startAnalytics({ token: 'phc', host: 'http://sink.test' }, router());
    const client = (createPosthogClient as jest.Mock).mock.results[0]!.value as {
      capture: jest.Mock;
    };
    const [send, path] = (reportWebVitals as jest.Mock).mock.calls[0]!;
    expect(path).toBe('/stores/:vendorSlug');
    (send as (properties: object) => void)({ name: 'CLS', value: 0 });
    expect(client.capture).toHaveBeenCalledWith('web_vital', { name: 'CLS', value: 0 });
  });
});
