import { chooseRelease } from './choose-release';
import { deviceOnSide } from '../../../testing/device-on-side';

const stable = { entry: 'https://s.test/v/1.0.0/mf-manifest.json', version: '1.0.0' };
const canary = { entry: 'https://s.test/v/1.1.0/mf-manifest.json', version: '1.1.0', percent: 10 };

describe('chooseRelease', () => {
  it('gives every device the stable release when there is no canary', () => {
    expect(chooseRelease('storefront', stable, 'any-device')).toEqual({
      ...stable,
      channel: 'stable',
    });
  });

  it('gives the canary to a device in its share, and the stable release to the others', () => {
    const inside = deviceOnSide('canary', 'storefront', canary);
    const outside = deviceOnSide('stable', 'storefront', canary);
    const remote = { ...stable, canary };
    expect(chooseRelease('storefront', remote, inside)).toEqual({
      entry: canary.entry,
      version: '1.1.0',
      channel: 'canary',
    });
    expect(chooseRelease('storefront', remote, outside)).toEqual({ ...stable, channel: 'stable' });
  });

  it('gives the same device the same answer every time', () => {
    const remote = { ...stable, canary: { ...canary, percent: 50 } };
    for (let index = 0; index < 50; index++) {
      const id = `device-${index}`;
      expect(chooseRelease('storefront', remote, id)).toEqual(
        chooseRelease('storefront', remote, id),
      );
    }
  });
});
