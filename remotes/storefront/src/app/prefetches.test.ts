import { loadMarketplaceApi } from './prefetches';

jest.mock('@jara/api/marketplace', () => {
  throw new Error('remote down');
});

describe('loadMarketplaceApi', () => {
  it('lets a module that fails to load go, for the query to report with its retry', async () => {
    const rejections: unknown[] = [];
    const note = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', note);
    expect(() => loadMarketplaceApi({} as Parameters<typeof loadMarketplaceApi>[0])).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', note);
    expect(rejections).toEqual([]);
  });
});
