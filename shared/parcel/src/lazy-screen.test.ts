import { isLazyScreen, lazyScreen } from './lazy-screen';

const Screen = () => null;

describe('lazyScreen', () => {
  it('loads its chunk once, and says when it is there', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Screen }));
    const screen = lazyScreen(load);
    expect(isLazyScreen(screen)).toBe(true);
    expect(screen.loaded()).toBe(false);

    await Promise.all([screen.load(), screen.load()]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.loaded()).toBe(true);
  });

  it('keeps a failed chunk failed, as React.lazy does, for the error boundary to report', async () => {
    const load = jest.fn(() => Promise.reject(new Error('chunk missed')));
    const screen = lazyScreen(load);

    await expect(screen.load()).rejects.toThrow('chunk missed');
    await expect(screen.load()).rejects.toThrow('chunk missed');

    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.loaded()).toBe(false);
  });

  it('tells a plain component from a lazy screen', () => {
    expect(isLazyScreen(Screen)).toBe(false);
  });
});
