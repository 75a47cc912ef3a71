import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router-dom';
import type { BuildInfo } from './build-info';
import { browserDecisionEnvironment } from './chunk-failure-decision';
import { browserGuardEnvironment } from './chunk-reload-guard';
import { loadPageChunk } from './load-page-chunk';
import type { PageModule } from './page-chunk-recovery';

jest.mock('./chunk-failure-decision', () => ({
  ...jest.requireActual<object>('./chunk-failure-decision'),
  browserDecisionEnvironment: jest.fn(),
}));
jest.mock('./chunk-reload-guard', () => ({
  ...jest.requireActual<object>('./chunk-reload-guard'),
  browserGuardEnvironment: jest.fn(),
}));

const current: BuildInfo = { id: 'b1', timestamp: 1000 };
const chunkError = () =>
  Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
const page: PageModule = { default: () => <h1>Food page</h1> };

let online: boolean;
let latest: BuildInfo | null;
const reload = jest.fn();

function ErrorShown() {
  return <p>error page: {(useRouteError() as Error).message}</p>;
}

function open(importPage: () => Promise<PageModule>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <ErrorShown />,
        element: <header>Header, cart: 2 items</header>,
      },
      { path: '/food', errorElement: <ErrorShown />, lazy: () => loadPageChunk(importPage) },
    ],
    { initialEntries: ['/food'] },
  );
  render(<RouterProvider router={router} />);
}

function goOnline() {
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
}

// The router logs every error its boundary catches; the tests read the screen instead.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  online = true;
  latest = current;
  reload.mockReset();
  jest.mocked(browserDecisionEnvironment).mockReturnValue({
    online: () => online,
    current,
    fetchLatest: () => Promise.resolve(latest),
  });
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  const store = new Map<string, string>();
  jest.mocked(browserGuardEnvironment).mockReturnValue({
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    now: () => 1000,
    reload,
  });
});

describe('a shell page whose chunk failed', () => {
  it('offline: says so in place, does not reload, and loads the page once back online', async () => {
    online = false;
    const importPage = jest
      .fn<Promise<PageModule>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(page);
    open(importPage);

    expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(importPage).toHaveBeenCalledTimes(1);

    goOnline();
    expect(await screen.findByRole('heading', { name: 'Food page' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offline: the "Try again" button tries once more, and stays put while still offline', async () => {
    online = false;
    const importPage = jest.fn<Promise<PageModule>, []>().mockRejectedValue(chunkError());
    open(importPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('online with the same build: loads the chunk again in place, without a reload', async () => {
    const importPage = jest
      .fn<Promise<PageModule>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(page);
    open(importPage);
    expect(await screen.findByRole('heading', { name: 'Food page' })).toBeTruthy();
    expect(importPage).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('online with the same build: a second failure shows the error page, without a reload', async () => {
    open(jest.fn<Promise<PageModule>, []>().mockRejectedValue(chunkError()));
    expect(await screen.findByText('error page: Loading chunk 7 failed.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('online with a newer build on the server: reloads (once per guard window)', async () => {
    latest = { id: 'b2', timestamp: 2000 };
    open(jest.fn<Promise<PageModule>, []>().mockRejectedValue(chunkError()));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/error page/)).toBeNull();
  });

  it('passes any other failure to the error page as it is', async () => {
    open(jest.fn<Promise<PageModule>, []>().mockRejectedValue(new Error('page module threw')));
    expect(await screen.findByText('error page: page module threw')).toBeTruthy();
  });
});
