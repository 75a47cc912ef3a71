import { chosenReleases, setChosenReleases } from './chosen-releases';

describe('chosen releases', () => {
  it('hands out what boot chose, as a copy the caller cannot change later', () => {
    const releases = {
      storefront: { version: '2.0.0', entry: 'https://s.test/mf-manifest.json', channel: 'canary' },
    } as const;
    setChosenReleases(releases);
    expect(chosenReleases()).toEqual(releases);
    expect(chosenReleases()).not.toBe(releases);
  });
});
