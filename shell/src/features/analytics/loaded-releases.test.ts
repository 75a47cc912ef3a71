import { setChosenReleases, type ChosenReleases } from '../remote-loading/releases/chosen-releases';
import type { AnalyticsClient } from './analytics-client';
import { loadedReleaseProperties, withLoadedReleases } from './loaded-releases';

const fakeClient = (): jest.Mocked<AnalyticsClient> => ({
  capture: jest.fn(),
  identify: jest.fn(),
  setPersonProperties: jest.fn(),
  reset: jest.fn(),
});

const releases: ChosenReleases = {
  storefront: {
    version: '1.4.0-abc',
    entry: 'https://s.test/v/1.4.0-abc/mf-manifest.json',
    channel: 'canary',
  },
  checkout: {
    version: '2.0.0',
    entry: 'https://c.test/v/2.0.0/mf-manifest.json',
    channel: 'stable',
  },
};

describe('loaded releases on every event', () => {
  afterEach(() => setChosenReleases({}));

  it('names each remote version and channel', () => {
    expect(loadedReleaseProperties(releases)).toEqual({
      remote_versions: { storefront: '1.4.0-abc', checkout: '2.0.0' },
      remote_channels: { storefront: 'canary', checkout: 'stable' },
    });
    expect(loadedReleaseProperties({})).toEqual({ remote_versions: {}, remote_channels: {} });
  });

  it('reads the chosen releases at each capture, so a later choice is named', () => {
    const client = fakeClient();
    const wrapped = withLoadedReleases(client);
    wrapped.capture('$pageview', { $pathname: '/' });
    setChosenReleases(releases);
    wrapped.capture('web_vital', { name: 'CLS' });
    wrapped.capture('no properties');
    expect(client.capture.mock.calls).toEqual([
      ['$pageview', { $pathname: '/', remote_versions: {}, remote_channels: {} }],
      ['web_vital', { name: 'CLS', ...loadedReleaseProperties(releases) }],
      ['no properties', loadedReleaseProperties(releases)],
    ]);
  });

  it("keeps the page's versions over a remote's property of the same name", () => {
    const client = fakeClient();
    withLoadedReleases(client, () => releases).capture('store opened', {
      remote_versions: { storefront: 'forged' },
      vendor: 'mama-put',
    });
    expect(client.capture).toHaveBeenCalledWith('store opened', {
      vendor: 'mama-put',
      ...loadedReleaseProperties(releases),
    });
  });

  it('leaves identify, person properties and reset as they are', () => {
    const client = fakeClient();
    const wrapped = withLoadedReleases(client, () => releases);
    wrapped.identify('42', { plan: 'weekly' });
    wrapped.setPersonProperties({ a: 1 });
    wrapped.reset();
    expect(client.identify).toHaveBeenCalledWith('42', { plan: 'weekly' });
    expect(client.setPersonProperties).toHaveBeenCalledWith({ a: 1 });
    expect(client.reset).toHaveBeenCalled();
  });
});
