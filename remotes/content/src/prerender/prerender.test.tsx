/**
 * @jest-environment node
 */
// Node, as the publish step runs it: a screen touching window or storage while rendering fails here.
import { readFile } from 'node:fs/promises';
import type { PostPayload } from '@jara/contracts/content';
import { makeBuild, makePostPayload } from '../testing/content-fixtures';
import { pages, renderPage } from './prerender';

jest.mock('node:fs/promises', () => ({ readFile: jest.fn() }));

const context = {
  origin: 'https://jara.ng',
  assetBase: 'https://cdn.jara.ng/content/1.0.0/',
  api: { baseUrl: 'https://api.jara.test/api', plansBaseUrl: 'https://plans.jara.test/api' },
};

beforeEach(() => {
  jest.mocked(readFile).mockResolvedValue(JSON.stringify(makeBuild()));
});

describe('content prerender', () => {
  it('lists each index, post and quiz of the content build beside it', async () => {
    const list = await pages(context);
    expect(String(jest.mocked(readFile).mock.calls[0]![0])).toMatch(/content\.json$/);
    expect(list.map((page) => [page.path, page.chunks[0]])).toEqual([
      ['/blog', 'screen-blog'],
      ['/ke/blog', 'screen-blog'],
      ['/blog/guides/lagos/best-suya', 'screen-post'],
      ['/ke/blog/nairobi-nyama-choma', 'screen-post'],
      ['/blog/quiz/jollof-iq', 'screen-quiz'],
      ['/ke/blog/quiz/jollof-iq', 'screen-quiz'],
    ]);
  });

  it('gives a post its head: title, canonical, hreflang twins, article and cover image', async () => {
    const post = (await pages(context))[2]!;
    expect(post.head).toEqual({
      title: 'Where to find the best suya in Lagos · Jara',
      description: expect.stringContaining('Six suya spots'),
      canonical: 'https://jara.ng/blog/guides/lagos/best-suya',
      alternates: [
        { hreflang: 'en-NG', href: 'https://jara.ng/blog/guides/lagos/best-suya' },
        { hreflang: 'en-KE', href: 'https://jara.ng/ke/blog/nairobi-nyama-choma' },
        { hreflang: 'x-default', href: 'https://jara.ng/blog/guides/lagos/best-suya' },
      ],
      type: 'article',
      image: 'https://cdn.jara.ng/content/1.0.0/covers/best-suya.1a2b3c4d5e.svg',
    });
    expect(post.lastmod).toBe('2026-04-10');
    expect((post.payload as PostPayload).post.html).toContain('Yaba');
  });

  it('pairs the indexes, and leaves a post without a twin unpaired', async () => {
    const build = makeBuild();
    build.posts[0] = makePostPayload({ twinSlug: null });
    jest.mocked(readFile).mockResolvedValue(JSON.stringify(build));
    const list = await pages(context);
    expect(list[0]!.head.alternates.map((alternate) => alternate.href)).toEqual([
      'https://jara.ng/blog',
      'https://jara.ng/ke/blog',
      'https://jara.ng/blog',
    ]);
    expect(list[0]!.head.title).toBe('Blog · Jara');
    expect(list[2]!.head.alternates).toEqual([]);
  });

  it('pairs a quiz only with a country that offers it', async () => {
    const build = makeBuild();
    build.quizzes = build.quizzes.filter((payload) => payload.quiz.country === 'NG');
    jest.mocked(readFile).mockResolvedValue(JSON.stringify(build));
    const quiz = (await pages(context)).find((page) => page.chunks[0] === 'screen-quiz')!;
    expect(quiz.head.alternates).toEqual([]);
  });

  it('renders a post with its title, body and cover from the asset base', async () => {
    const post = (await pages(context))[2]!;
    const html = await renderPage(post, context);
    expect(html).toContain('<h1 id="post-title"');
    expect(html).toContain('Where to find the best suya in Lagos');
    expect(html).toContain('<h2>Yaba</h2><p>Start at the corner stand by the market.</p>');
    expect(html).toContain(
      'src="https://cdn.jara.ng/content/1.0.0/covers/best-suya.1a2b3c4d5e.svg"',
    );
    // The cover is the post's largest paint: asked for first, painted as it arrives.
    const cover = /<img[^>]*best-suya[^>]*>/.exec(html)?.[0] ?? '';
    expect(cover).toContain('fetchPriority="high"');
    expect(cover).toContain('loading="eager"');
    expect(cover).not.toContain('decoding');
    expect(html).toContain('href="/blog/jollof-at-home"');
  });

  it('escapes hostile text in a title', async () => {
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
    const payload = makePostPayload({ title: hostile });
    const page = { ...(await pages(context))[2]!, payload };
    const html = await renderPage(page, context);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x');
  });

  it('renders the index and a quiz at their intro', async () => {
    const list = await pages(context);
    expect(await renderPage(list[1]!, context)).toContain('href="/ke/blog/nairobi-nyama-choma"');
    const quiz = await renderPage(list[4]!, context);
    expect(quiz).toContain('Start the quiz');
    expect(quiz).toContain('Two questions. No cheating.');
  });
});
