import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { currentPageMeta } from '@jara/parcel/page-meta';
import { answerPayloads } from '../../testing/answer-payloads';
import { makePost, makePostPayload } from '../../testing/content-fixtures';
import { renderContent } from '../../testing/render-content';
import { PostScreen } from './post-screen';

const post = <PostScreen title="Blog post" params={{}} />;
const PATH = '/blog/guides/lagos/best-suya';

describe('PostScreen', () => {
  it('shows a skeleton, then the post with its byline, body, tags, share and related posts', async () => {
    answerPayloads({ [PATH]: makePostPayload() });
    const { container } = renderContent(post, { url: PATH });
    expect(screen.getByText('Loading the post')).toBeTruthy();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Where to find the best suya in Lagos');
    const article = within(screen.getByRole('article', { name: title.textContent! }));
    expect(article.getByText('Tolu Adeyemi')).toBeTruthy();
    expect(article.getByText(/Food editor/)).toBeTruthy();
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-02');
    expect(article.getByText('5 min read')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Yaba' })).toBeTruthy();
    expect(article.getByText('Start at the corner stand by the market.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Tags' }).textContent).toContain('#suya');
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jollof rice at home' }).getAttribute('href')).toBe(
      '/blog/jollof-at-home',
    );
    expect(screen.getByRole('link', { name: /Back to the blog/ }).getAttribute('href')).toBe(
      '/blog',
    );
  });

  it('refines the page title and description with the post', async () => {
    renderContent(post, { url: PATH, payload: makePostPayload() });
    await waitFor(() =>
      expect(currentPageMeta()).toMatchObject({
        title: 'Where to find the best suya in Lagos',
        description: expect.stringContaining('Six suya spots'),
      }),
    );
  });

  it('shows the 404 for an unknown slug, the path as text, and tells the shell', async () => {
    const ready = jest.fn();
    const off = bus.on('page:ready', ready);
    const hostilePath = '/blog/"><img src=x onerror=alert(1)>';
    answerPayloads({});
    const { container } = renderContent(post, { url: hostilePath });
    expect((await screen.findByTestId('error-message')).textContent).toBe(
      `Page not found: ${hostilePath}`,
    );
    expect(container.querySelector('img[src="x"]')).toBeNull();
    await waitFor(() => expect(ready).toHaveBeenCalledWith({ path: hostilePath }));
    off();
  });

  it('treats a Nigerian post under /ke/blog as not found', () => {
    renderContent(post, { url: '/ke/blog/guides/lagos/best-suya', payload: makePostPayload() });
    expect(screen.getByTestId('error-message').textContent).toBe(
      'Page not found: /ke/blog/guides/lagos/best-suya',
    );
    expect(screen.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe(
      '/ke/blog',
    );
  });

  it('shows a Kenyan post under /ke/blog with Kenyan links', () => {
    const payload = makePostPayload(makePost({ slug: 'nyama-choma', country: 'KE' }));
    renderContent(post, { url: '/ke/blog/nyama-choma', payload });
    expect(screen.getByRole('link', { name: /Back to the blog/ }).getAttribute('href')).toBe(
      '/ke/blog',
    );
  });

  it('shows an error with a retry', async () => {
    answerPayloads({ [PATH]: 'server-error' });
    renderContent(post, { url: PATH });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load this post.',
    );
    answerPayloads({ [PATH]: makePostPayload() });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Yaba' })).toBeTruthy();
  });

  it('shows a hostile title as text', () => {
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
    const { container } = renderContent(post, {
      url: PATH,
      payload: makePostPayload({ title: hostile, author: { name: hostile, role: hostile } }),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hostile);
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
  });
});
