import { createMemoryRouter } from 'react-router-dom';
import { routerReady } from './router-ready';

describe('routerReady', () => {
  it('resolves at once for a router that has nothing to load', async () => {
    const router = createMemoryRouter([{ path: '/', element: null }]);
    await expect(routerReady(router)).resolves.toBeUndefined();
  });

  it('waits for the first route’s lazy chunk', async () => {
    let arrive = (_module: { element: null }) => {};
    const router = createMemoryRouter([
      { path: '/', lazy: () => new Promise((resolve) => (arrive = resolve)) },
    ]);
    let ready = false;
    const waiting = routerReady(router).then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(false);
    arrive({ element: null });
    await waiting;
    expect(router.state.initialized).toBe(true);
  });

  it('resolves, with the error in the router’s state, when the first route fails to load', async () => {
    const router = createMemoryRouter([
      { path: '/', lazy: () => Promise.reject(new Error('chunk failed')), errorElement: null },
    ]);
    await routerReady(router);
    expect(router.state.errors).not.toBeNull();
  });
});
