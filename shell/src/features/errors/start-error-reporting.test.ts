import { analytics } from '@jara/bus/analytics';
import type { AnalyticsClient } from '../analytics/analytics-client';
import { setChosenReleases } from '../remote-loading/releases/chosen-releases';
import { startErrorReporting } from './start-error-reporting';

const fakeClient = (): jest.Mocked<AnalyticsClient> => ({
  capture: jest.fn(),
  identify: jest.fn(),
  setPersonProperties: jest.fn(),
  reset: jest.fn(),
});

const router = {
  state: { matches: [{ route: {} }, { route: { path: '/stores/:vendorSlug' } }] },
};

function rejection(reason: unknown): Event {
  // jsdom has no PromiseRejectionEvent; the listener reads only `reason`.
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('startErrorReporting', () => {
  let stop: () => void;
  beforeEach(() =>
    setChosenReleases({
      checkout: {
        version: '2.1.0',
        entry: 'https://c.test/v/2.1.0/mf-manifest.json',
        channel: 'stable',
      },
    }),
  );
  afterEach(() => {
    stop();
    setChosenReleases({});
  });

  it('reports uncaught errors and rejections with the route pattern and the remote', () => {
    const client = fakeClient();
    stop = startErrorReporting(client, router);
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new RangeError('too deep'),
        message: 'Uncaught RangeError: too deep',
        filename: 'https://c.test/v/2.1.0/static/js/7.js',
      }),
    );
    window.dispatchEvent(rejection(new Error('request aborted')));
    expect(client.capture.mock.calls).toEqual([
      [
        'client_error',
        {
          source: 'error',
          error_name: 'RangeError',
          message: 'too deep',
          route: '/stores/:vendorSlug',
          remote: 'checkout',
        },
      ],
      [
        'client_error',
        expect.objectContaining({ source: 'unhandledrejection', message: 'request aborted' }),
      ],
    ]);
  });

  it('reports a failed remote load from the federation telemetry', () => {
    const client = fakeClient();
    stop = startErrorReporting(client, router);
    analytics.track('remote_load_failed', {
      remote: 'checkout',
      lifecycle: 'afterResolve',
      message: 'manifest 503',
    });
    analytics.track('remote_load_failed', { remote: 'orders', message: { not: 'text' } });
    analytics.track('store opened', { message: 'not an error' });
    expect(client.capture.mock.calls).toEqual([
      [
        'client_error',
        expect.objectContaining({
          source: 'remote_load',
          remote: 'checkout',
          message: 'manifest 503',
        }),
      ],
      [
        'client_error',
        expect.objectContaining({ remote: 'orders', message: 'remote load failed' }),
      ],
    ]);
  });

  it('reports a remote that crashed in its parcel, with the remote', () => {
    const client = fakeClient();
    stop = startErrorReporting(client, router);
    analytics.track('parcel_failed', {
      remote: 'storefront',
      expose: './app',
      error_name: 'TypeError',
      message: 'cannot read vendor',
    });
    analytics.track('parcel_failed', { remote: 'orders' });
    expect(client.capture.mock.calls).toEqual([
      [
        'client_error',
        expect.objectContaining({
          source: 'parcel',
          remote: 'storefront',
          message: 'cannot read vendor',
        }),
      ],
      ['client_error', expect.objectContaining({ remote: 'orders', message: 'remote crashed' })],
    ]);
  });

  it('stops listening when stopped', () => {
    const client = fakeClient();
    startErrorReporting(client, router)();
    stop = () => {};
    // Without `error`: jest's environment turns an unheard error event with one into a failure.
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    window.dispatchEvent(rejection('late'));
    analytics.track('remote_load_failed', { remote: 'checkout', message: 'late' });
    expect(client.capture).not.toHaveBeenCalled();
  });
});
