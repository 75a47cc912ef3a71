import { withApiModule } from './with-api-module';

describe('withApiModule', () => {
  it('asks for the API module with the screen, and hands back the screen', async () => {
    const screen = { default: 'Screen' };
    const loadApi = jest.fn(() => Promise.resolve({}));
    const load = withApiModule(() => Promise.resolve(screen), loadApi);
    expect(loadApi).not.toHaveBeenCalled();
    await expect(load()).resolves.toBe(screen);
    expect(loadApi).toHaveBeenCalledTimes(1);
  });

  it('still loads the screen when the API module fails (its query reports that, with a retry)', async () => {
    const screen = { default: 'Screen' };
    const load = withApiModule(
      () => Promise.resolve(screen),
      () => Promise.reject(new Error('remote down')),
    );
    await expect(load()).resolves.toBe(screen);
  });
});
