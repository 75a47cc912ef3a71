import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import { SESSION_ENDED_MESSAGE } from './session-ended-message';
import { watchSessionEnd } from './watch-session-end';

describe('watchSessionEnd', () => {
  const loginRequests: BusEvents['auth:login-required'][] = [];
  let stops: (() => void)[] = [];

  beforeAll(() => {
    window.matchMedia ??= (() => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    })) as never;
  });

  beforeEach(() => {
    loginRequests.length = 0;
    stops = [
      watchSessionEnd(() => Promise.resolve()),
      bus.on('auth:login-required', (event) => loginRequests.push(event)),
    ];
    render(<Toaster />);
  });

  afterEach(() => stops.forEach((stop) => stop()));

  it('tells a customer the server signed out that their session has ended, with a way back in', async () => {
    act(() => bus.emit('auth:logged-out', { reason: 'unauthorized' }));
    expect(await screen.findByText(SESSION_ENDED_MESSAGE)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(loginRequests).toEqual([expect.objectContaining({ variant: 'customer' })]);
  });

  it('says it once when several calls end the session, and goes away once they are back', async () => {
    act(() => {
      bus.emit('auth:logged-out', { reason: 'unauthorized' });
      bus.emit('auth:logged-out', { reason: 'unauthorized' });
    });
    expect(await screen.findAllByText(SESSION_ENDED_MESSAGE)).toHaveLength(1);

    act(() => bus.emit('auth:logged-in', { customerId: 1, via: 'login' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).toBeNull();
  });

  it('says nothing after a deliberate logout, which has its own message', async () => {
    act(() => bus.emit('auth:logged-out', { reason: 'logout' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).toBeNull();
  });

  it('shows nothing when the customer is back before the notice has loaded', async () => {
    let arrive = () => {};
    const toasts = new Promise<void>((resolve) => (arrive = resolve));
    stops.push(watchSessionEnd(() => toasts));
    act(() => {
      bus.emit('auth:logged-out', { reason: 'unauthorized' });
      bus.emit('auth:logged-in', { customerId: 1, via: 'login' });
    });
    await act(async () => arrive());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(SESSION_ENDED_MESSAGE)).toBeNull();
  });

  it('says in the console when the notice cannot load', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    stops.push(watchSessionEnd(() => Promise.reject(new Error('chunk failed'))));
    act(() => bus.emit('auth:logged-out', { reason: 'unauthorized' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(logged).toHaveBeenCalledWith(
      '[session] could not show that the session has ended',
      expect.any(Error),
    );
    logged.mockRestore();
  });
});
