import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishStackPages } from '@jara/local-stack/publish-stack-pages';
import { stackPaths } from '@jara/local-stack/workspace';
import { stackReleaseContext } from './release-context';

jest.mock('@jara/local-stack/publish-stack-pages', () => ({ publishStackPages: jest.fn() }));

describe('stackReleaseContext', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'release-context-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('publishes the pages one at a time, so the last publish reads the last registry', async () => {
    await mkdir(stackPaths(root, 'e2e').runtimeDir, { recursive: true });
    let running = 0;
    let most = 0;
    jest.mocked(publishStackPages).mockImplementation(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return undefined as never;
    });
    const publishes = Array.from({ length: 5 }, () =>
      stackReleaseContext(root, 'e2e').target.publishPages?.(),
    );
    await Promise.all(publishes);
    expect(publishStackPages).toHaveBeenCalledTimes(5);
    expect(most).toBe(1);
  });
});
