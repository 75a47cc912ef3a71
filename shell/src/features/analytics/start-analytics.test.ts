import { startAnalytics } from './start-analytics';
import { createPosthogClient } from './posthog-client';

jest.mock('./posthog-client', () => ({
  createPosthogClient: jest.fn(() => ({ capture: jest.fn() })),
}));

describe('startAnalytics', () => {
  it('sends nothing and breaks nothing without a project token', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    const router = { state: { location: { pathname: '/', search: '' } }, subscribe: jest.fn() };
    expect(() => startAnalytics({ token: '  ', host: 'http://sink.test' }, router)).not.toThrow();
    expect(createPosthogClient).not.toHaveBeenCalled();
    expect(router.subscribe).not.toHaveBeenCalled();
    info.mockRestore();
  });
});
