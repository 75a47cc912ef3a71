import { waitFor } from '@testing-library/react';
import { NOT_FOUND_HEAD } from '@jara/contracts/page-head';
import { bus } from '@jara/bus';
import { currentPageMeta } from '@jara/parcel/page-meta';
import { renderContent } from '../testing/render-content';
import { PageNotFound } from './page-not-found';

describe('PageNotFound', () => {
  it("gives the tab the site's not-found title and description, not the post screen's", async () => {
    renderContent(<PageNotFound path="/blog/no-such-post" />, { url: '/blog/no-such-post' });
    await waitFor(() => expect(currentPageMeta()).toMatchObject(NOT_FOUND_HEAD));
    expect(NOT_FOUND_HEAD.title).toBe('Page not found');
  });

  it('tells the shell there is no page at its path, for the 404 layout', async () => {
    const reported: string[] = [];
    const stop = bus.on('page:not-found', ({ path }) => reported.push(path));
    renderContent(<PageNotFound path="/blog/no-such-post" />, { url: '/blog/no-such-post' });
    await waitFor(() => expect(reported).toEqual(['/blog/no-such-post']));
    stop();
  });
});
