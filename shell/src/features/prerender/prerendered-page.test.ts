import { createEventBus, type EventBus } from '@jara/bus';
import { SWAP_TIMEOUT_MS, swapWhenReady, type NavigationSource } from './prerendered-page';

type Listener = Parameters<NavigationSource['subscribe']>[0];

function fakeRouter(pathname: string) {
  const listeners = new Set<Listener>();
  const router: NavigationSource = {
    state: { location: { pathname } },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const navigate = (to: string) => {
    router.state = { location: { pathname: to } };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router, navigate, listeners };
}

const prerendered = () => document.getElementById('prerendered');
const root = () => document.getElementById('root')!;
const nextFrame = () => jest.advanceTimersByTime(20);

describe('swapWhenReady', () => {
  let bus: EventBus;
  beforeEach(() => {
    jest.useFakeTimers();
    bus = createEventBus();
    document.body.innerHTML =
      '<div id="prerendered"><main>Prerendered</main></div><div id="root" hidden></div>';
    root().innerHTML = '<main>Live</main>';
  });
  afterEach(() => jest.useRealTimers());

  it('swaps in one frame when the page opened says it is ready', () => {
    const { router } = fakeRouter('/about-us');
    swapWhenReady(router, bus);
    bus.emit('page:ready', { path: '/blog' });
    nextFrame();
    expect(prerendered()).not.toBeNull();
    bus.emit('page:ready', { path: '/about-us' });
    expect(prerendered()).not.toBeNull();
    nextFrame();
    expect(prerendered()).toBeNull();
    expect(root().hidden).toBe(false);
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });

  it('hands the live root over once it shows', () => {
    const { router } = fakeRouter('/about-us');
    const onSwapped = jest.fn((live: Element) => expect((live as HTMLElement).hidden).toBe(false));
    swapWhenReady(router, bus, onSwapped);
    bus.emit('page:ready', { path: '/about-us' });
    expect(onSwapped).not.toHaveBeenCalled();
    nextFrame();
    expect(onSwapped).toHaveBeenCalledWith(root());
  });

  it('swaps on the first navigation to another path', () => {
    const { router, navigate } = fakeRouter('/about-us');
    swapWhenReady(router, bus);
    navigate('/about-us');
    nextFrame();
    expect(prerendered()).not.toBeNull();
    navigate('/food');
    nextFrame();
    expect(prerendered()).toBeNull();
    expect(root().hidden).toBe(false);
  });

  it('swaps after the timeout when nothing answers, and stops listening once swapped', () => {
    const { router, listeners } = fakeRouter('/ke/blog');
    swapWhenReady(router, bus);
    jest.advanceTimersByTime(SWAP_TIMEOUT_MS - 100);
    expect(prerendered()).not.toBeNull();
    jest.advanceTimersByTime(200);
    expect(prerendered()).toBeNull();
    expect(listeners.size).toBe(0);
  });

  it('keeps the scroll position across the swap', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    const { router } = fakeRouter('/');
    swapWhenReady(router, bus);
    bus.emit('page:ready', { path: '/' });
    nextFrame();
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    scrollTo.mockRestore();
  });

  it('changes nothing on a page that was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { router, listeners } = fakeRouter('/');
    swapWhenReady(router, bus);
    jest.advanceTimersByTime(SWAP_TIMEOUT_MS * 2);
    expect(listeners.size).toBe(0);
    expect(root().hidden).toBe(false);
  });
});
