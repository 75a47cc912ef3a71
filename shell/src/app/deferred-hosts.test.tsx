import { act, render, screen } from '@testing-library/react';
import { requestLocationPick } from '@jara/bus/location-request';
import { requestLogin } from '@jara/bus/login-request';
import { notify } from '@jara/bus/toast';
import { sessionStore } from '@jara/state/session-store';
import { createDeferredHosts } from './deferred-hosts';

// The modals themselves have their own tests; here only that they open, and when.
jest.mock('../features/auth/login-modal', () => ({
  LoginModal: ({ onClose }: { onClose: () => void }) => (
    <div role="dialog" aria-label="Log in">
      <button onClick={onClose}>Close login</button>
    </div>
  ),
}));
jest.mock('../features/location/location-picker', () => ({
  LocationPicker: ({ onClose }: { onClose: () => void }) => (
    <div role="dialog" aria-label="Delivery location">
      <button onClick={onClose}>Close picker</button>
    </div>
  ),
}));

/** Idle never comes in these tests: what loads, loads on first use. */
const neverIdle = jest.fn(() => () => {});

describe('createDeferredHosts', () => {
  beforeAll(() => {
    window.matchMedia ??= (() => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    })) as never;
  });
  beforeEach(() => sessionStore.getState().clear());

  it('schedules every host for later rather than loading it with the page', () => {
    neverIdle.mockClear();
    createDeferredHosts(neverIdle);
    expect(neverIdle).toHaveBeenCalledTimes(3);
  });

  it('opens the login modal for a request made before its host loaded, and settles it', async () => {
    const loggedIn = requestLogin('customer');
    const { DeferredHosts } = createDeferredHosts(neverIdle);
    render(<DeferredHosts />);
    const close = await screen.findByRole('button', { name: 'Close login' });
    act(() => close.click());
    expect(await loggedIn).toBe(false);
  });

  it('opens the location picker for a request made before its host loaded, and settles it', async () => {
    const picked = requestLocationPick('Where to?');
    const { DeferredHosts } = createDeferredHosts(neverIdle);
    render(<DeferredHosts />);
    const close = await screen.findByRole('button', { name: 'Close picker' });
    act(() => close.click());
    expect(await picked).toBeNull();
  });

  it('shows a toast raised before the toasts loaded', async () => {
    act(() => notify.info('Saved before the toasts were here'));
    const { DeferredHosts } = createDeferredHosts(neverIdle);
    render(<DeferredHosts />);
    expect(await screen.findByText('Saved before the toasts were here')).toBeTruthy();
  });

  it('loads a host on first use after the page is up', async () => {
    const { DeferredHosts } = createDeferredHosts(neverIdle);
    render(<DeferredHosts />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void requestLogin('customer'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Close login' }).click());
  });
});
