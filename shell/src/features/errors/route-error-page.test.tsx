import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@jara/bus';
import { reloadForChunkError } from '../updates/chunk-reload-guard';
import { RouteErrorPage } from './route-error-page';

jest.mock('../updates/chunk-reload-guard', () => ({
  ...jest.requireActual<object>('../updates/chunk-reload-guard'),
  reloadForChunkError: jest.fn(() => true),
}));

function Throws({ error }: { error: Error }): never {
  throw error;
}

function open(error: Error) {
  const router = createMemoryRouter(
    [{ path: '/food', element: <Throws error={error} />, errorElement: <RouteErrorPage /> }],
    { initialEntries: ['/food'] },
  );
  render(<RouterProvider router={router} />);
}

function userAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

describe('RouteErrorPage', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => {});
    userAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126 Safari/537.36');
  });
  afterEach(() => log.mockRestore());

  it('shows the error page for an application error', async () => {
    open(new Error('Cannot read properties of undefined'));
    expect(await screen.findByText('something went wrong.')).toBeTruthy();
    expect(screen.getByText('Application error')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('[app] error on /food', expect.any(Error));
  });

  it('tells a prerendered page its path is settled, so the error is not hidden behind it', async () => {
    const heard = jest.fn();
    const off = bus.on('page:ready', heard);
    open(new Error('boom'));
    await screen.findByText('Application error');
    expect(heard).toHaveBeenCalledWith({ path: '/food' });
    off();
  });

  it('does not render the error page for a crawler, and only logs the error', async () => {
    userAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    open(new Error('boom'));
    expect(await screen.findByTestId('bot-error-silenced')).toBeTruthy();
    expect(screen.queryByText('something went wrong.')).toBeNull();
    expect(log).toHaveBeenCalledWith('[app] error on /food', expect.any(Error));
  });

  it('never reloads for a chunk error: the page recovery has decided already', async () => {
    open(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }));
    expect(await screen.findByText('something went wrong.')).toBeTruthy();
    expect(reloadForChunkError).not.toHaveBeenCalled();
  });
});
