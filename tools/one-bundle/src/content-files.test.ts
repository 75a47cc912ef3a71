import { rmSync } from 'node:fs';
import path from 'node:path';
import { findWorkspaceRoot } from '@jara/federation/workspace-root';
import { copyFixture } from '../../../remotes/content/build/test-fixtures/fixture-source';
import { contentFiles } from './content-files';

const contentDir = path.join(findWorkspaceRoot(__dirname), 'remotes', 'content');

describe('contentFiles', () => {
  const files = contentFiles(contentDir);
  const payload = (file: string) => JSON.parse(files.get(file)!.toString('utf8'));

  it('writes each page’s payload where the screen fetches it', () => {
    expect(payload('blog/_payload.json')).toMatchObject({ kind: 'blog-index', country: 'NG' });
    expect(payload('blog/guides/lagos/best-suya/_payload.json')).toMatchObject({
      kind: 'post',
      post: { slug: 'guides/lagos/best-suya' },
    });
  });

  it('carries every cover a payload names, at the path the screen builds from /', () => {
    const covers = [...files.keys()]
      .filter((file) => file.endsWith('_payload.json'))
      .flatMap((file) => JSON.stringify(payload(file)).match(/covers\/[^"]+\.svg/g) ?? []);
    expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) expect(files.has(cover)).toBe(true);
  });

  it('fails, naming the file, as the content build does on a bad source', () => {
    const { sourceDir } = copyFixture('good');
    rmSync(path.join(sourceDir, 'covers'), { recursive: true });
    try {
      expect(() => contentFiles(path.dirname(sourceDir))).toThrow(/cover\.src: .* does not exist/);
    } finally {
      rmSync(path.dirname(sourceDir), { recursive: true, force: true });
    }
  });
});
