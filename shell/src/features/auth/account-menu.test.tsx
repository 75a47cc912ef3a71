import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@jara/bus';
import { sessionStore } from '@jara/state/session-store';
import { aCustomer } from '@jara/testing/builders/customer';
import { tourStore } from '../tour/tour-store';
import { AccountMenu } from './account-menu';

function renderMenu() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <AccountMenu /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AccountMenu', () => {
  beforeEach(() => sessionStore.getState().clear());

  it('offers "Sign in" to a visitor, which asks for the login modal', () => {
    const asked = jest.fn();
    const off = bus.on('auth:login-required', asked);
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(asked).toHaveBeenCalledTimes(1);
    off();
  });

  it('logs a customer out to /stores with the spec message', () => {
    jest.useFakeTimers();
    sessionStore.getState().signIn('tok', 7, aCustomer({ name: 'Ada Obi' }));
    const toasts: unknown[] = [];
    const off = bus.on('toast:show', (toast) => toasts.push(toast));
    const router = renderMenu();
    fireEvent.click(screen.getByTestId('account-menu'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(sessionStore.getState().token).toBeNull();
    expect(toasts).toContainEqual({ kind: 'success', message: 'Log Out Successfully' });
    expect(router.state.location.pathname).toBe('/stores');
    off();
    jest.useRealTimers();
  });

  it('opens order tracking from the menu', () => {
    sessionStore.getState().signIn('tok', 7, aCustomer());
    const opened = jest.fn();
    const off = bus.on('orders:open-tracking', opened);
    renderMenu();
    fireEvent.click(screen.getByTestId('account-menu'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Orders' }));
    expect(opened).toHaveBeenCalled();
    off();
  });

  it('asks for the guided tour from "Take the tour", on the marketplace home', () => {
    sessionStore.getState().signIn('tok', 7, aCustomer());
    const router = renderMenu();
    fireEvent.click(screen.getByTestId('account-menu'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Take the tour' }));
    expect(tourStore.getState().phase).toBe('requested');
    expect(router.state.location.pathname).toBe('/stores');
    tourStore.getState().end();
  });

  it.each([
    ['My account', '/jara-for-web/personal-info'],
    ['Wallet', '/wallet'],
  ])('takes the customer from "%s" to %s', (item, path) => {
    sessionStore.getState().signIn('tok', 7, aCustomer());
    const router = renderMenu();
    fireEvent.click(screen.getByTestId('account-menu'));
    fireEvent.click(screen.getByRole('menuitem', { name: item }));
    expect(router.state.location.pathname).toBe(path);
  });
});
