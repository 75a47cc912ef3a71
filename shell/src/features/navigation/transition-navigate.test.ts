import { withViewTransitions } from '../../testing/view-transitions';
import { transitionNavigate } from './transition-navigate';

describe('transitionNavigate', () => {
  let callback: (() => Promise<void>) | undefined;
  const startViewTransition = jest.fn((update: () => Promise<void>) => {
    callback = update;
  });
  const navigate = jest.fn(() => Promise.resolve());
  withViewTransitions(startViewTransition);

  beforeEach(() => {
    navigate.mockClear();
    callback = undefined;
    window.history.replaceState(null, '', '/');
  });

  it('commits the change at once inside the transition, when the browser calls back', async () => {
    transitionNavigate(navigate, '/about-us', { replace: true });
    expect(navigate).not.toHaveBeenCalled();
    await callback!();
    expect(navigate).toHaveBeenCalledWith('/about-us', { replace: true, flushSync: true });
  });

  it('drops its change when a newer one landed before the browser called back', async () => {
    transitionNavigate(navigate, '/about-us');
    window.history.pushState(null, '', '/stores');
    await callback!();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates plainly into a route without a transition (a remote page)', () => {
    transitionNavigate(navigate, '/stores?sort=rating');
    expect(startViewTransition).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/stores?sort=rating', {});
  });

  it('navigates plainly for a customer who asked for less motion, or without the API', () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as never;
    transitionNavigate(navigate, '/about-us');
    delete (document as { startViewTransition?: unknown }).startViewTransition;
    window.matchMedia = jest.fn(() => ({ matches: false })) as never;
    transitionNavigate(navigate, '/about-us');
    expect(startViewTransition).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
