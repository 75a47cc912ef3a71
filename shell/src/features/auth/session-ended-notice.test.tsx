import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import { startSessionEndedNotice } from './session-ended-notice';

describe('startSessionEndedNotice', () => {
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
      startSessionEndedNotice(),
      bus.on('auth:login-required', (event) => loginRequests.push(event)),
    ];
    render(<Toaster />);
  });

  afterEach(() => stops.forEach((stop) => stop()));

  it('tells a customer the server signed out that their session has ended, with a way back in', async () => {
    act(() => bus.emit('auth:logged-out', { reason: 'unauthorized' }));
    expect(await screen.findByText('Your session has ended')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(loginRequests).toEqual([expect.objectContaining({ variant: 'customer' })]);
  });

  it('says it once when several calls end the session, and goes away once they are back', async () => {
    act(() => {
      bus.emit('auth:logged-out', { reason: 'unauthorized' });
      bus.emit('auth:logged-out', { reason: 'unauthorized' });
    });
    expect(await screen.findAllByText('Your session has ended')).toHaveLength(1);

    act(() => bus.emit('auth:logged-in', { customerId: 1, via: 'login' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.queryByText('Your session has ended')).toBeNull();
  });

  it('says nothing after a deliberate logout, which has its own message', async () => {
    act(() => bus.emit('auth:logged-out', { reason: 'logout' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Your session has ended')).toBeNull();
  });
});
