import { QueryObserver } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import type { ParcelProps } from '@jara/contracts/remote-contract';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { bus } from '@jara/bus';
import { getQueryClient } from '@jara/query/query-client';
import { loadParcel, RemoteLoadError } from '../remote-loading/federation/load-parcel';
import type * as LoadParcelModule from '../remote-loading/federation/load-parcel';
import { onPageParcelSettled } from './page-parcel-settled';
import { RemoteParcel, type ParcelVariant } from './remote-parcel';
import { ShellParcelPropsProvider } from './shell-parcel-props';

jest.mock('../remote-loading/federation/load-parcel', () => {
  const actual = jest.requireActual<typeof LoadParcelModule>(
    '../remote-loading/federation/load-parcel',
  );
  return { ...actual, loadParcel: jest.fn() };
});
const load = jest.mocked(loadParcel);

// single-spa settles mounts outside act(); React must not expect act() for them.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

type MountProps = { domElement: HTMLElement; onError: (error: Error) => void; country: string };

function fakeParcel(
  render: (props: MountProps) => void = ({ domElement }) =>
    (domElement.textContent = 'remote content'),
) {
  const calls = { mount: 0, unmount: 0, props: null as MountProps | null };
  const config: ParcelConfig = {
    bootstrap: () => Promise.resolve(),
    mount: (props) => {
      calls.mount += 1;
      calls.props = props as unknown as MountProps;
      render(calls.props);
      return Promise.resolve();
    },
    unmount: (props) => {
      calls.unmount += 1;
      (props as unknown as MountProps).domElement.textContent = '';
      return Promise.resolve();
    },
  };
  return { config, calls };
}

const shellProps: ParcelProps = {
  navigate: jest.fn(),
  requestLogin: jest.fn(),
  country: 'NG',
  config: { remoteTimeoutMs: 1000 } as RuntimeConfig,
};

function mount(variant: ParcelVariant = 'page') {
  return render(
    <ShellParcelPropsProvider value={shellProps}>
      <p>shell layout</p>
      <RemoteParcel remote="storefront" expose="./app" variant={variant} />
    </ShellParcelPropsProvider>,
  );
}

describe('RemoteParcel', () => {
  let errorLog: jest.SpyInstance;
  beforeEach(() => {
    load.mockReset();
    errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errorLog.mockRestore());

  it('shows a loading state, then the remote, with the shell props', async () => {
    const parcel = fakeParcel();
    load.mockResolvedValue(parcel.config);
    mount();
    expect(screen.getByRole('status')).toBeTruthy();
    await screen.findByText('remote content');
    expect(load).toHaveBeenCalledWith('storefront', './app', 1000);
    expect(parcel.calls.props).toMatchObject({ country: 'NG', navigate: shellProps.navigate });
  });

  it('keeps the layout and shows a fallback with a retry when the remote is down', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('storefront', 'storefront could not be loaded'));
    mount();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The marketplace is unavailable right now.',
    );
    expect(screen.getByText('shell layout')).toBeTruthy();
    expect(errorLog).toHaveBeenCalledWith(
      '[parcel] remote "storefront" failed (./app)',
      expect.any(RemoteLoadError),
    );

    load.mockResolvedValueOnce(fakeParcel().config);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('remote content');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when mounting throws, and tells analytics', async () => {
    load.mockResolvedValue({
      bootstrap: () => Promise.resolve(),
      mount: () => Promise.reject(new Error('mount exploded')),
      unmount: () => Promise.resolve(),
    });
    const told: unknown[] = [];
    const off = bus.on('analytics:track', (event) => told.push(event));
    mount();
    await screen.findByRole('alert');
    expect(screen.getByText('shell layout')).toBeTruthy();
    expect(told).toContainEqual({
      event: 'parcel_failed',
      properties: expect.objectContaining({ message: expect.stringContaining('mount exploded') }),
    });
    off();
  });

  it('unmounts a remote that reports a render crash, shows the fallback and tells analytics', async () => {
    const parcel = fakeParcel();
    load.mockResolvedValue(parcel.config);
    const told: unknown[] = [];
    const off = bus.on('analytics:track', (event) => told.push(event));
    mount();
    await screen.findByText('remote content');
    parcel.calls.props!.onError(new TypeError('render crash'));
    await screen.findByRole('alert');
    await waitFor(() => expect(parcel.calls.unmount).toBe(1));
    expect(told).toContainEqual({
      event: 'parcel_failed',
      properties: expect.objectContaining({ error_name: 'TypeError', message: 'render crash' }),
    });
    off();
  });

  it('asks the server afresh on a retry after a crash, not the cached answer that crashed it', async () => {
    const client = getQueryClient();
    // The cart button still shows its cart: a query on screen keeps its data.
    client.setQueryData(['cart'], { items: 2 });
    const cart = new QueryObserver(client, {
      queryKey: ['cart'],
      queryFn: () => ({ items: 2 }),
      staleTime: Infinity,
    });
    const stopWatchingCart = cart.subscribe(() => {});
    const crashed = fakeParcel();
    load.mockResolvedValueOnce(crashed.config);
    mount();
    await screen.findByText('remote content');
    // What the crashed screen had cached: an answer of the wrong shape.
    client.setQueryData(['stores'], { unexpected: true });
    crashed.calls.props!.onError(new Error('render crash'));
    await screen.findByRole('alert');
    await waitFor(() => expect(crashed.calls.unmount).toBe(1));

    load.mockResolvedValueOnce(fakeParcel().config);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('remote content');
    expect(client.getQueryData(['stores'])).toBeUndefined();
    expect(client.getQueryData(['cart'])).toEqual({ items: 2 });
    stopWatchingCart();
  });

  it('holds a page’s place with a screen-shaped skeleton over the host, not in its flow', () => {
    load.mockReturnValue(new Promise(() => {}));
    const { container } = mount();
    const host = container.querySelector('[data-remote="storefront"]')!;
    expect(host.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading the page');
    // The parcel's own element is there from the start, so the remote draws where it will stay.
    expect(host.lastElementChild?.className).toBe('parcelRoot');
  });

  it('gives a loading widget a placeholder in its slot, gone once the widget mounts', async () => {
    load.mockResolvedValue(fakeParcel().config);
    mount('widget');
    expect(screen.getByTestId('widget-placeholder')).toBeTruthy();
    await screen.findByText('remote content');
    expect(screen.queryByTestId('widget-placeholder')).toBeNull();
  });

  it('says when a page parcel has drawn, and not for a widget', async () => {
    const settled = jest.fn();
    const stop = onPageParcelSettled(settled);
    load.mockResolvedValue(fakeParcel().config);
    mount('widget');
    await screen.findByText('remote content');
    expect(settled).not.toHaveBeenCalled();
    mount('page');
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    stop();
  });

  it('counts a page that failed as drawn, so the widgets do not wait for it', async () => {
    const settled = jest.fn();
    const stop = onPageParcelSettled(settled);
    load.mockRejectedValueOnce(new Error('down'));
    mount('page');
    await screen.findByRole('alert');
    expect(settled).toHaveBeenCalledTimes(1);
    stop();
  });

  it('holds a widget’s placeholder without loading until it is let go', async () => {
    load.mockResolvedValue(fakeParcel().config);
    const widget = (hold: boolean) => (
      <ShellParcelPropsProvider value={shellProps}>
        <RemoteParcel remote="checkout" expose="./cart-button" variant="widget" hold={hold} />
      </ShellParcelPropsProvider>
    );
    const view = render(widget(true));
    expect(screen.getByTestId('widget-placeholder')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    view.rerender(widget(false));
    await screen.findByText('remote content');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives an overlay (a drawer) no placeholder and no room, and a retry button if it fails', async () => {
    load.mockRejectedValueOnce(new Error('down'));
    const { container } = mount('overlay');
    expect(screen.queryByTestId('widget-placeholder')).toBeNull();
    expect(container.querySelector('[data-remote]')?.className).toBe('overlayHost');
    expect(
      await screen.findByRole('button', { name: 'The marketplace is unavailable. Retry' }),
    ).toBeTruthy();
  });

  it('gives a widget a compact retry button in its place', async () => {
    load.mockRejectedValueOnce(new Error('down'));
    mount('widget');
    expect(
      await screen.findByRole('button', { name: 'The marketplace is unavailable. Retry' }),
    ).toBeTruthy();
  });

  it('unmounts the remote when the shell leaves it', async () => {
    const parcel = fakeParcel();
    load.mockResolvedValue(parcel.config);
    const view = mount();
    await screen.findByText('remote content');
    view.unmount();
    await waitFor(() => expect(parcel.calls.unmount).toBe(1));
  });

  it('unmounts a remote that finishes mounting after the shell already left it', async () => {
    const parcel = fakeParcel();
    let release!: (config: ParcelConfig) => void;
    load.mockReturnValue(new Promise((resolve) => (release = resolve)));
    const view = mount();
    view.unmount();
    release(parcel.config);
    await waitFor(() => expect(parcel.calls.unmount).toBe(parcel.calls.mount));
  });

  it('loads the expose it is given, one its remote declares (the compiler refuses others)', async () => {
    load.mockResolvedValue(fakeParcel().config);
    render(
      <ShellParcelPropsProvider value={shellProps}>
        <RemoteParcel remote="checkout" expose="./cart-drawer" variant="widget" />
        {/* @ts-expect-error orders exposes no ./app */}
        <RemoteParcel remote="orders" expose="./app" variant="widget" />
      </ShellParcelPropsProvider>,
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(load).toHaveBeenCalledWith('checkout', './cart-drawer', 1000);
  });
});
