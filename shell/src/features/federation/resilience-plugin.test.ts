import { createResiliencePlugin } from './resilience-plugin';

describe('resilience plugin', () => {
  it('logs a failed remote with its name and substitutes nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const plugin = createResiliencePlugin();
    const failure = new Error('down');
    const result = await plugin.errorLoadRemote!({
      id: 'storefront/app',
      error: failure,
      from: 'runtime',
      lifecycle: 'afterResolve',
      remote: { name: 'storefront' } as never,
      origin: {} as never,
    });
    expect(result).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      '[federation] remote "storefront" failed to load (afterResolve)',
      failure,
    );
    error.mockRestore();
  });
});
