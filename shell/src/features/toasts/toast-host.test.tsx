import { act, render, screen } from '@testing-library/react';
import { notify } from '@jara/bus/toast';
import { ToastHost } from './toast-host';

describe('ToastHost', () => {
  beforeAll(() => {
    window.matchMedia ??= (() => ({
      matches: false,
      addEventListener() {},
      removeEventListener() {},
    })) as never;
  });

  it('shows a toast raised on the bus by any bundle', async () => {
    render(<ToastHost />);
    act(() => notify.success('Item added to cart'));
    expect(await screen.findByText('Item added to cart')).toBeTruthy();
  });

  it('groups identical messages into one toast with a repeat count', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error('Could not reach the server');
      notify.error('Could not reach the server');
      notify.error('Could not reach the server');
    });
    expect(await screen.findByText('Could not reach the server (×3)')).toBeTruthy();
    expect(screen.queryByText('Could not reach the server')).toBeNull();
  });

  it('shows a warning toast as an alert', async () => {
    render(<ToastHost />);
    act(() => notify.warning('Wrong email or password'));
    const text = await screen.findByText('Wrong email or password');
    expect(text.closest('[role="alert"]')).toBeTruthy();
  });
});
