/** @jest-environment node */
import { createCoverCopier } from './covers';
import { readPosts } from './read-posts';
import { copyFixture, editSource } from './test-fixtures/fixture-source';

const FILE = 'posts/ng/jollof-at-home.md';

function readWith(find: string | RegExp, replace: string) {
  const { sourceDir, distDir } = copyFixture('good');
  editSource(sourceDir, FILE, find, replace);
  return () => readPosts(sourceDir, 'ng', createCoverCopier(sourceDir, distDir));
}

describe('post front matter', () => {
  it.each<[string, string | RegExp, string, RegExp]>([
    ['a missing title', /title: .*\n/, '', /title: /],
    [
      'a short description',
      /description: .*\n/,
      'description: Too short.\n',
      /description: must be at least 100/,
    ],
    [
      'a long description',
      /description: .*\n/,
      `description: ${'x'.repeat(171)}\n`,
      /description: must be at most 170/,
    ],
    ['a bad date', 'date: 2026-03-10', 'date: 10/03/2026', /date: /],
    [
      'updated before date',
      'date: 2026-03-10',
      'date: 2026-03-10\nupdated: 2026-01-01',
      /updated: must not be before date/,
    ],
    [
      'an author without role',
      'role: Food editor',
      'roles: Food editor',
      /author: Unrecognized key: "roles"|author\.role/,
    ],
    ['an unknown category', 'category: homemade-meals', 'category: recipes', /category: /],
    ['no tags', /tags: .*\n/, 'tags: []\n', /tags: needs at least one tag/],
    [
      'a cover outside covers/',
      'src: covers/posts/kitchen.svg',
      'src: ../secret.svg',
      /cover\.src: must be an \.svg file under covers\//,
    ],
    ['a cover without alt', /, alt: [^}]*/, '', /cover\.alt: /],
    [
      'a missing cover file',
      'covers/posts/kitchen.svg',
      'covers/posts/missing.svg',
      /cover\.src: covers\/posts\/missing\.svg does not exist/,
    ],
    ['an unknown country', 'country: ng', 'country: gh', /country: /],
    ['featured not a boolean', 'country: ng', 'country: ng\nfeatured: yes please', /featured: /],
    [
      'an unknown field',
      'country: ng',
      'country: ng\nauthour: typo',
      /Unrecognized key: "authour"/,
    ],
    ['broken YAML', 'country: ng', 'country: [ng', /front matter is not valid YAML/],
  ])('refuses %s, naming the file and the field', (_case, find, replace, problem) => {
    const read = readWith(find, replace);
    expect(read).toThrow(/^source\/posts\/ng\/jollof-at-home\.md:\n/);
    expect(read).toThrow(problem);
  });
});
