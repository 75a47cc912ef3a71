/** @jest-environment node */
import { createCoverCopier } from './covers';
import { readPosts } from './read-posts';
import { copyFixture, editSource } from './test-fixtures/fixture-source';

function read(fixture: 'good' | 'hostile', edit?: (sourceDir: string) => void) {
  const { sourceDir, distDir } = copyFixture(fixture);
  edit?.(sourceDir);
  return readPosts(sourceDir, 'ng', createCoverCopier(sourceDir, distDir));
}

const SUYA = 'posts/ng/guides/lagos/best-suya.md';

describe('readPosts', () => {
  it('parses a good post: slug from its path, front matter, rendered body, reading time', () => {
    const suya = read('good').find((post) => post.summary.slug === 'guides/lagos/best-suya');
    expect(suya).toMatchObject({
      name: `source/${SUYA}`,
      twin: 'nyama-choma',
      summary: {
        country: 'NG',
        title: 'Where to find the best suya in Lagos',
        date: '2026-03-02',
        updated: '2026-04-10',
        category: 'food',
        tags: ['suya', 'lagos'],
        author: { name: 'Ada Obi', role: 'Food editor' },
        cover: { alt: 'Suya skewers over charcoal', width: 1200, height: 630 },
        readingMinutes: 1,
      },
    });
    expect(suya?.html).toContain('<h2>Why it matters</h2>');
    expect(suya?.html).toContain(
      '<a href="https://example.com/guide" rel="noopener noreferrer">a link</a>',
    );
    expect(suya?.html).toContain('<a href="/blog/other">site link</a>');
  });

  it('defaults updated to the date', () => {
    const jollof = read('good').find((post) => post.summary.slug === 'jollof-at-home');
    expect(jollof?.summary.updated).toBe('2026-03-10');
  });

  it('counts reading time at 200 words a minute', () => {
    const words = Array.from({ length: 1000 }, () => 'word').join(' ');
    const posts = read('good', (dir) => editSource(dir, SUYA, 'Suya is a fixture.', words));
    const suya = posts.find((post) => post.name.endsWith('best-suya.md'));
    expect(suya?.summary.readingMinutes).toBe(5);
  });

  it('renders a hostile post harmless: no script, handler, style, iframe, image or unsafe link', () => {
    const [post] = read('hostile');
    const html = post?.html ?? '';
    expect(html).not.toMatch(/<script|<iframe|<img|<svg|<style|<div/i);
    expect(html).not.toMatch(/\son\w+=|style=|class=|javascript:|data:|evil\.example/i);
    expect(html).toContain('Text "&gt; after the image.');
    expect(html).toContain('<h2>A heading one</h2>');
    expect(html).toContain('Click me and data and protocol relative and backslash.');
    expect(html).toContain('<p>Handlers and styles.</p>');
    expect(html).toContain('<strong>Strong text</strong>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">Outside</a>');
    expect(html).toContain('<a href="mailto:hello@jara.example">mail</a>');
    // Front-matter text is data the screens render as text, never markup: kept verbatim.
    expect(post?.summary.title).toBe("<script>alert('title')</script> Hostile");
    expect(post?.summary.cover.alt).toBe('"><img src=x onerror=alert(1)>');
  });

  it('refuses a post whose country is not its folder', () => {
    expect(() =>
      read('good', (dir) => editSource(dir, SUYA, 'country: ng', 'country: ke')),
    ).toThrow(/best-suya\.md:[\s\S]*country: is ke but the file is in posts\/ng\//);
  });

  it('refuses a post with an empty body', () => {
    expect(() =>
      read('good', (dir) => editSource(dir, SUYA, /---\n\n## Why[\s\S]*$/, '---\n')),
    ).toThrow(/body: is empty/);
  });
});
