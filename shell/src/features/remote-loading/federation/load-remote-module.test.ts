import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from './load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const load = jest.mocked(loadRemote);

describe('loadRemoteModule', () => {
  it('loads the module through the federation runtime', async () => {
    const module = { mount: jest.fn() };
    load.mockResolvedValue(module);
    await expect(loadRemoteModule('checkout/cart-button')).resolves.toBe(module);
    expect(load).toHaveBeenCalledWith('checkout/cart-button');
  });

  it('passes the runtime’s failure on untouched, for the caller to name', async () => {
    const cause = new Error('RUNTIME-003 Failed to get manifest');
    load.mockRejectedValue(cause);
    await expect(loadRemoteModule('plans/app')).rejects.toBe(cause);
  });
});
