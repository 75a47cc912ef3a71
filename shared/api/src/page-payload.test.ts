import { postPayloadSchema } from './content-payloads';
import { fetchPagePayload } from './page-payload';

const post = {
  kind: 'post',
  post: {
    slug: 'guides/lagos/best-suya',
    country: 'NG',
    title: 'Where to find the best suya in Lagos',
    description: 'Six spots.',
    date: '2026-03-02',
    updated: '2026-03-02',
    category: 'food',
    tags: ['suya'],
    author: { name: 'Tolu Adeyemi', role: 'Food editor' },
    cover: { src: 'covers/suya.svg', alt: 'Suya on a grill', width: 1200, height: 630 },
    readingMinutes: 4,
    featured: false,
    html: '<p>Suya.</p>',
    twinSlug: null,
  },
  related: [],
};

const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({
    status,
    ok: status >= 200 && status < 300,
    json: () => (body instanceof Error ? Promise.reject(body) : Promise.resolve(body)),
  });

describe('fetchPagePayload', () => {
  afterEach(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('reads the payload beside the page and checks its shape', async () => {
    globalThis.fetch = answer(200, post);
    await expect(
      fetchPagePayload('/blog/guides/lagos/best-suya', postPayloadSchema),
    ).resolves.toEqual(post);
    expect(globalThis.fetch).toHaveBeenCalledWith(
      '/blog/guides/lagos/best-suya/_payload.json',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('answers null for a page the site does not have', async () => {
    globalThis.fetch = answer(404, 'Not found');
    await expect(fetchPagePayload('/blog/nope', postPayloadSchema)).resolves.toBeNull();
  });

  it.each([
    ['a wrong shape', 200, { ...post, kind: 'quiz' }, 'unreadable'],
    ['a body that is not JSON', 200, new SyntaxError('bad'), 'unreadable'],
    ['a server error', 502, {}, 'http'],
  ])('fails plainly on %s', async (_, status, body, kind) => {
    globalThis.fetch = answer(status, body);
    await expect(fetchPagePayload('/blog/x', postPayloadSchema)).rejects.toMatchObject({ kind });
  });

  it('tells a dropped connection from an abort', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchPagePayload('/blog/x', postPayloadSchema)).rejects.toMatchObject({
      kind: 'network',
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      fetchPagePayload('/blog/x', postPayloadSchema, controller.signal),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });
});
