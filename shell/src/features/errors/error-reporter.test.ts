import type { ChosenReleases } from '../remote-loading/releases/chosen-releases';
import {
  CLIENT_ERROR_EVENT,
  createErrorReporter,
  MAX_ERRORS_PER_PAGE,
  MAX_MESSAGE_LENGTH,
  type ErrorReporterContext,
} from './error-reporter';

const releases: ChosenReleases = {
  storefront: {
    version: '1.4.0',
    entry: 'https://s.test/v/1.4.0/mf-manifest.json',
    channel: 'canary',
  },
};

function setup(overrides: Partial<ErrorReporterContext> = {}) {
  const capture = jest.fn();
  const report = createErrorReporter({
    capture,
    route: () => '/stores/:vendorSlug',
    releases: () => releases,
    ...overrides,
  });
  return { capture, report };
}

describe('createErrorReporter', () => {
  it('captures a client_error with name, message, source, route and the remote of the script', () => {
    const { capture, report } = setup();
    report({
      source: 'error',
      error: new TypeError('x is undefined'),
      scriptUrl: 'https://s.test/v/1.4.0/static/js/1.js',
    });
    expect(capture).toHaveBeenCalledWith(CLIENT_ERROR_EVENT, {
      source: 'error',
      error_name: 'TypeError',
      message: 'x is undefined',
      route: '/stores/:vendorSlug',
      remote: 'storefront',
    });
  });

  it('finds the remote in the stack of a rejected Error, and leaves it out when unknown', () => {
    const { capture, report } = setup();
    const fromRemote = new Error('fetch failed');
    fromRemote.stack = 'Error: fetch failed\n    at load (https://s.test/v/1.4.0/a.js:1:2)';
    report({ source: 'unhandledrejection', error: fromRemote });
    report({ source: 'unhandledrejection', error: 'plain string reason' });
    expect(capture.mock.calls.map(([, properties]) => properties)).toEqual([
      expect.objectContaining({ remote: 'storefront', message: 'fetch failed' }),
      {
        source: 'unhandledrejection',
        error_name: 'NonError',
        message: 'plain string reason',
        route: '/stores/:vendorSlug',
      },
    ]);
  });

  it('takes the browser message when there is no Error (a cross-origin script error)', () => {
    const { capture, report } = setup();
    report({ source: 'error', error: null, message: 'Script error.' });
    expect(capture.mock.calls[0]![1]).toMatchObject({
      error_name: 'NonError',
      message: 'Script error.',
    });
  });

  it('names a remote given by the catcher only when it is a known remote', () => {
    const { capture, report } = setup();
    report({ source: 'remote_load', error: undefined, message: 'down', remote: 'checkout' });
    report({
      source: 'remote_load',
      error: undefined,
      message: 'other',
      remote: '"><img onerror>',
    });
    expect(capture.mock.calls[0]![1]).toMatchObject({ remote: 'checkout' });
    expect(capture.mock.calls[1]![1]).not.toHaveProperty('remote');
  });

  it('truncates long messages and keeps hostile text as text', () => {
    const { capture, report } = setup();
    report({ source: 'error', error: new Error(`"><img onerror=alert(1)>${'x'.repeat(1000)}`) });
    const { message } = capture.mock.calls[0]![1] as { message: string };
    expect(message).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(message.startsWith('"><img onerror=alert(1)>')).toBe(true);
  });

  it('reports an identical error once and at most the page limit', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { capture, report } = setup();
    for (let i = 0; i < 50; i += 1) report({ source: 'error', error: new Error('loop') });
    expect(capture).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 100; i += 1) report({ source: 'error', error: new Error(`error ${i}`) });
    expect(capture).toHaveBeenCalledTimes(MAX_ERRORS_PER_PAGE);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('never throws: not on an unprintable reason, a throwing getter or a failing sink', () => {
    const { capture, report } = setup();
    expect(() =>
      report({ source: 'unhandledrejection', error: Object.create(null) }),
    ).not.toThrow();
    expect(capture.mock.calls[0]![1]).toMatchObject({ message: '[object Object]' });

    const hostile = new Error('x');
    Object.defineProperty(hostile, 'name', {
      get() {
        throw new Error('no name');
      },
    });
    expect(() => report({ source: 'error', error: hostile })).not.toThrow();

    const failing = setup({
      capture: () => {
        throw new Error('sink down');
      },
    });
    expect(() => failing.report({ source: 'error', error: new Error('y') })).not.toThrow();
    const noRoute = setup({
      route: () => {
        throw new Error('no router');
      },
    });
    expect(() => noRoute.report({ source: 'error', error: new Error('z') })).not.toThrow();
  });
});
