import { chooseReleases } from './choose-releases';
import { storePins } from '../pins/stored-pins';

const applyPins = jest.fn();
jest.mock('../pins/apply-pins', () => ({ applyPins: (...args: unknown[]) => applyPins(...args) }));

const registry = {
  remotes: { checkout: { entry: 'https://c.test/mf-manifest.json', version: '2' } },
};
const local = { environment: 'local', allowVersionPins: false } as const;

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('chooseReleases without pins', () => {
  it('never loads the pins’ code on a page without pins', async () => {
    await expect(chooseReleases(registry, local)).resolves.toEqual({
      releases: {
        checkout: { entry: registry.remotes.checkout.entry, version: '2', channel: 'stable' },
      },
      notices: [],
    });
    expect(applyPins).not.toHaveBeenCalled();
  });

  it.each([
    ['stored pins', () => storePins({ checkout: '1' })],
    ['pin parameters', () => window.history.replaceState(null, '', '/?unpin')],
  ])('loads them with %s', async (_, arrange) => {
    arrange();
    applyPins.mockResolvedValue({ releases: {}, notices: ['x'] });
    await expect(chooseReleases(registry, local)).resolves.toEqual({
      releases: {},
      notices: ['x'],
    });
  });
});
