import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { POSTS_PER_PAGE } from '@jara/contracts/content';
import { answerPayloads } from '../../testing/answer-payloads';
import { makeIndex, makePost, makePosts } from '../../testing/content-fixtures';
import { renderContent } from '../../testing/render-content';
import { BlogScreen } from './blog-screen';

const blog = <BlogScreen title="Blog" params={{}} />;

describe('BlogScreen', () => {
  it('shows skeletons while the payload loads, then the featured post and the rest', async () => {
    answerPayloads({ '/blog': makeIndex(makePosts(3)) });
    renderContent(blog, { url: '/blog' });
    expect(screen.getByText('Loading the blog')).toBeTruthy();
    const featured = await screen.findByRole('heading', { level: 2, name: 'NG post number 1' });
    expect(within(featured).getByRole('link').getAttribute('href')).toBe('/blog/ng-post-1');
    expect(screen.getByRole('link', { name: 'NG post number 2' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'How well do you know jollof?' }).getAttribute('href'),
    ).toBe('/blog/quiz/jollof-iq');
  });

  it('gives each cover its size, and loads the covers below the featured one lazily', () => {
    renderContent(blog, { url: '/blog', payload: makeIndex(makePosts(3)) });
    const [featured, next] = screen.getAllByAltText('Suya skewers') as [HTMLElement, HTMLElement];
    expect(featured.getAttribute('width')).toBe('1200');
    expect(featured.getAttribute('height')).toBe('630');
    expect(featured.getAttribute('loading')).toBe('eager');
    expect(featured.getAttribute('fetchpriority')).toBe('high');
    expect(featured.getAttribute('src')).toBe('/covers/best-suya.1a2b3c4d5e.svg');
    expect(next.getAttribute('loading')).toBe('lazy');
    expect(next.getAttribute('fetchpriority')).toBeNull();
    expect(next.getAttribute('decoding')).toBe('async');
  });

  it('filters by the category in the URL, with chips for categories that have posts', () => {
    renderContent(blog, { url: '/blog?category=laundry', payload: makeIndex(makePosts(6)) });
    expect(screen.getByRole('heading', { level: 2, name: 'Laundry' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'NG post number 2' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'NG post number 1' })).toBeNull();
    const chips = within(screen.getByRole('navigation', { name: 'Categories' }));
    expect(chips.getByRole('link', { name: 'Laundry' }).getAttribute('aria-current')).toBe('page');
    expect(chips.getByRole('link', { name: 'Food' }).getAttribute('href')).toBe(
      '/blog?category=food',
    );
    expect(chips.queryByRole('link', { name: 'Gifting' })).toBeNull();
  });

  it('pages through the URL, and a page link goes through the shell', () => {
    const posts = makePosts(POSTS_PER_PAGE + 3);
    const { props } = renderContent(blog, { url: '/blog?page=2', payload: makeIndex(posts) });
    expect(screen.getByRole('link', { name: posts.at(-1)!.title })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'NG post number 1' })).toBeNull();
    const pages = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(pages.getByRole('link', { name: 'Previous' }));
    expect(props.navigate).toHaveBeenCalledWith('/blog');
  });

  it('says so when the country has no posts yet', () => {
    renderContent(blog, { url: '/ke/blog', payload: { ...makeIndex([], 'KE'), quizzes: [] } });
    expect(screen.getByText(/No posts yet/)).toBeTruthy();
  });

  it('shows an error with a retry that loads the index', async () => {
    const fetchMock = answerPayloads({ '/blog': 'server-error' });
    renderContent(blog, { url: '/blog' });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the blog.');
    answerPayloads({ '/blog': makeIndex(makePosts(2)) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'NG post number 1' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lists the Kenyan posts with Kenyan links', () => {
    renderContent(blog, { url: '/ke/blog', payload: makeIndex(makePosts(2, 'KE'), 'KE') });
    expect(screen.getByRole('link', { name: 'KE post number 2' }).getAttribute('href')).toBe(
      '/ke/blog/ke-post-2',
    );
    expect(screen.getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe('/ke/blog');
  });

  it('shows hostile text in the data as text', () => {
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
    const post = makePost({ title: hostile, description: hostile, featured: true });
    const { container } = renderContent(blog, { url: '/blog', payload: makeIndex([post]) });
    expect(screen.getByRole('link', { name: hostile })).toBeTruthy();
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
  });

  it('tells the shell once that the page is ready', async () => {
    const ready = jest.fn();
    const off = bus.on('page:ready', ready);
    answerPayloads({ '/blog': makeIndex(makePosts(2)) });
    renderContent(blog, { url: '/blog' });
    await screen.findByRole('link', { name: 'NG post number 1' });
    await waitFor(() => expect(ready).toHaveBeenCalledWith({ path: '/blog' }));
    expect(ready).toHaveBeenCalledTimes(1);
    off();
  });
});
