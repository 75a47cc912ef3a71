import { act, render, screen } from '@testing-library/react';
import { RemoteFallback } from './remote-fallback';

let online: boolean;

function setOnline(value: boolean) {
  online = value;
  act(() => void window.dispatchEvent(new Event(value ? 'online' : 'offline')));
}

beforeEach(() => {
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

describe('RemoteFallback', () => {
  it('offline, says so in the page’s place and retries once the connection is back', () => {
    online = false;
    const retry = jest.fn();
    render(<RemoteFallback remote="storefront" variant="page" onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'You’re offline' })).toBeTruthy();
    expect(screen.queryByText(/is unavailable right now/)).toBeNull();
    setOnline(true);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('online, says the remote is unavailable and offers a retry', () => {
    render(<RemoteFallback remote="storefront" variant="page" onRetry={jest.fn()} />);
    expect(screen.getByText(/is unavailable right now/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('a widget that failed offline tries again by itself once the connection is back', () => {
    online = false;
    const retry = jest.fn();
    render(<RemoteFallback remote="checkout" variant="widget" label="Your cart" onRetry={retry} />);
    expect(
      screen.getByRole('button', { name: 'Your cart needs a connection. Retry' }),
    ).toBeTruthy();
    setOnline(true);
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
