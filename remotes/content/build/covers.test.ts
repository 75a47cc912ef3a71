/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createCoverCopier } from './covers';
import { copyFixture, writeSource } from './test-fixtures/fixture-source';

function copier() {
  const dirs = copyFixture('good');
  return { ...dirs, copy: createCoverCopier(dirs.sourceDir, dirs.distDir) };
}

describe('createCoverCopier', () => {
  it('copies a cover once under a name holding its content hash, with its size', () => {
    const { sourceDir, distDir, copy } = copier();
    const svg = fs.readFileSync(path.join(sourceDir, 'covers/posts/grill.svg'));
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
    const image = copy({ src: 'covers/posts/grill.svg', alt: 'Grill' }, 'post.md');
    expect(image).toEqual({
      src: `covers/grill.${hash}.svg`,
      alt: 'Grill',
      width: 1200,
      height: 630,
    });
    expect(fs.readFileSync(path.join(distDir, image.src))).toEqual(svg);
    expect(copy({ src: 'covers/posts/grill.svg', alt: 'Other alt' }, 'b.md')).toMatchObject({
      alt: 'Other alt',
      src: image.src,
    });
  });

  it('reads the size from the viewBox when width and height are missing', () => {
    const { copy } = copier();
    expect(copy({ src: 'covers/posts/kitchen.svg', alt: 'K' }, 'p.md')).toMatchObject({
      width: 800,
      height: 450,
    });
  });

  it('changes the name when the content changes', () => {
    const { sourceDir, copy } = copier();
    const before = copy({ src: 'covers/posts/kitchen.svg', alt: 'K' }, 'p.md').src;
    writeSource(sourceDir, 'covers/posts/kitchen-2.svg', '<svg viewBox="0 0 800 451"></svg>');
    expect(copy({ src: 'covers/posts/kitchen-2.svg', alt: 'K' }, 'p.md').src).not.toBe(before);
  });

  it.each([
    ['<svg viewBox="0 0 10 10"><script>alert(1)</script></svg>', /active content \(<script\)/],
    ['<svg viewBox="0 0 10 10" onload="alert(1)"></svg>', /active content \(onload=\)/],
    [
      '<svg viewBox="0 0 10 10"><a href="javascript:alert(1)"/></svg>',
      /active content \(javascript:\)/,
    ],
    ['<svg><rect/></svg>', /has no width\/height nor viewBox/],
  ])('refuses %s', (svg, problem) => {
    const { sourceDir, copy } = copier();
    writeSource(sourceDir, 'covers/posts/bad.svg', svg);
    expect(() => copy({ src: 'covers/posts/bad.svg', alt: 'B' }, 'source/posts/ng/x.md')).toThrow(
      problem,
    );
    expect(() => copy({ src: 'covers/posts/bad.svg', alt: 'B' }, 'source/posts/ng/x.md')).toThrow(
      /x\.md:[\s\S]*cover\.src:/,
    );
  });
});
