import { reloadOnNextNavigation } from './reload-on-navigation';

type Listener = Parameters<Parameters<typeof reloadOnNextNavigation>[0]['subscribe']>[0];

function fakeRouter() {
  const listeners = new Set<Listener>();
  const location = { pathname: '/stores', search: '', hash: '' };
  return {
    state: { location },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(pathname: string, pending = false) {
      const next = { pathname, search: '', hash: '' };
      for (const listener of [...listeners]) {
        listener(
          pending
            ? { location, navigation: { location: next } }
            : { location: next, navigation: {} },
        );
      }
    },
  };
}

describe('reloadOnNextNavigation', () => {
  it('does nothing until it is armed', () => {
    const router = fakeRouter();
    const load = jest.fn();
    reloadOnNextNavigation(router, load);
    router.emit('/wallet');
    expect(load).not.toHaveBeenCalled();
  });

  it('turns the next navigation into one full load of its destination', () => {
    const router = fakeRouter();
    const load = jest.fn();
    reloadOnNextNavigation(router, load)();
    router.emit('/stores');
    expect(load).not.toHaveBeenCalled();
    router.emit('/wallet', true);
    router.emit('/blog');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/wallet');
  });

  it('loads once when armed twice (a new build and a new release of a remote)', () => {
    const router = fakeRouter();
    const load = jest.fn();
    const arm = reloadOnNextNavigation(router, load);
    arm();
    arm();
    router.emit('/wallet');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
