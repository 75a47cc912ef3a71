import { isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';

function environment() {
  const store = new Map<string, string>();
  return {
    time: 0,
    reload: jest.fn(),
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
  };
}

describe('chunk reload guard', () => {
  it('recognises chunk load failures and nothing else', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk home failed.'))).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per 10 s per path', () => {
    const env = environment();
    const guard = () => reloadForChunkError('/stores', { ...env, now: () => env.time });

    expect(guard()).toBe(true);
    env.time = 9_999;
    expect(guard()).toBe(false);
    env.time = 10_001;
    expect(guard()).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('guards each path on its own', () => {
    const env = environment();
    const now = () => 0;
    expect(reloadForChunkError('/a', { ...env, now })).toBe(true);
    expect(reloadForChunkError('/b', { ...env, now })).toBe(true);
    expect(reloadForChunkError('/a', { ...env, now })).toBe(false);
  });

  it('does not reload when the guard cannot remember (storage refuses writes)', () => {
    const env = environment();
    env.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(reloadForChunkError('/a', { ...env, now: () => 0 })).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});
