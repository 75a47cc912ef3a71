import { act, render, screen } from '@testing-library/react';
import { notify } from '@jara/bus/toast';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { showSessionEndedNotice } from '../auth/session-ended-notice';
import { ToastHost } from './toast-host';

const toaster = () => document.querySelector<HTMLElement>('[data-rht-toaster]')!;

/** The page's sticky header, its bottom edge where a layout's would be. */
function placeHeader(bottom: number) {
  const header = document.body.appendChild(document.createElement('header'));
  header.getBoundingClientRect = () => ({ bottom }) as DOMRect;
  return header;
}

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

  it("starts toasts the spec's offset below the page's header, so its controls stay uncovered", async () => {
    const header = placeHeader(65);
    render(<ToastHost />);
    expect(toaster().style.top).toBe('16px');
    act(() => notify.info('Log Out Successfully'));
    expect(await screen.findByText('Log Out Successfully')).toBeTruthy();
    expect(toaster().style.top).toBe('81px');
    header.remove();
  });

  it('lets a press through to the page under a toast', async () => {
    render(<ToastHost />);
    act(() => notify.success('Item added to cart'));
    const message = await screen.findByText('Item added to cart');
    expect(
      message.closest<HTMLElement>('[role="status"]')!.parentElement!.style.pointerEvents,
    ).toBe('none');
  });

  it('keeps the buttons of a notice that has them pressable (the session-ended one)', async () => {
    render(<ToastHost />);
    act(() => showSessionEndedNotice());
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    expect(signIn.closest<HTMLElement>('[role="alert"]')!.parentElement!.style.pointerEvents).toBe(
      'auto',
    );
  });

  it("keeps the spec's offset from the top where the page has no header", async () => {
    render(<ToastHost />);
    act(() => notify.error('The address has been deleted.'));
    expect(await screen.findByText('The address has been deleted.')).toBeTruthy();
    expect(toaster().style.top).toBe('16px');
  });

  it.each(HOSTILE_STRINGS)('shows a server message with $name as text', async ({ text }) => {
    render(<ToastHost />);
    act(() => notify.error(text));
    await screen.findByText(text);
    expectShownAsText(document.body, text);
  });
});
