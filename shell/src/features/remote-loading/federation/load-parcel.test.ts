import { loadParcel, RemoteLoadError } from './load-parcel';
import { loadRemoteModule } from './load-remote-module';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

describe('loadParcel', () => {
  it('loads the exposed module by remote and expose name', async () => {
    load.mockResolvedValue(lifecycles);
    await expect(loadParcel('storefront', './app', 1000)).resolves.toBe(lifecycles);
    expect(load).toHaveBeenCalledWith('storefront/app');
  });

  it('refuses a module that is not a parcel, naming it', async () => {
    load.mockResolvedValue({ default: () => null });
    await expect(loadParcel('checkout', './cart-button', 1000)).rejects.toThrow(
      'checkout/cart-button is not a single-spa parcel',
    );
  });

  it('wraps a load failure with the remote name, keeping the cause', async () => {
    const cause = new Error('RUNTIME-003 Failed to get manifest');
    load.mockRejectedValue(cause);
    const error = await loadParcel('orders', './notification-indicator', 1000).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({ remote: 'orders', message: 'orders could not be loaded', cause });
  });

  it('gives up on a remote slower than the timeout', async () => {
    load.mockReturnValue(new Promise(() => {}));
    await expect(loadParcel('content', './app', 20)).rejects.toThrow(
      'content did not load within 20 ms',
    );
  });
});
