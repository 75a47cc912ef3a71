/**
 * @jest-environment node
 */
// The node environment proves the layouts and pages render with no window, document or storage.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OUTLET_MARKER, type PrerenderContext } from '@jara/contracts/prerender';
import { SHELL_APP_CHUNK, pages, renderLayout, renderPage } from './prerender';

const context: PrerenderContext = {
  origin: 'https://jara.test',
  assetBase: 'https://jara.test/',
  api: { baseUrl: 'https://api.jara.test/api', plansBaseUrl: 'https://plans.jara.test/api' },
};

async function pageAt(path: string) {
  const page = (await pages(context)).find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not prerendered`);
  return page;
}

describe('the shell prerender module', () => {
  it('lists the site pages with their head and chunk, and no account or placeholder screen', async () => {
    const list = await pages(context);
    const paths = list.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/ke', '/about-us', '/ke/gifting']));
    expect(paths).not.toContain('/delete-account');
    expect(paths.some((path) => /[{:*]/.test(path))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    expect(await pageAt('/about-us')).toMatchObject({
      head: { title: 'About us · Jara', canonical: 'https://jara.test/about-us' },
      chunks: [SHELL_APP_CHUNK, 'page-about-us'],
      payload: null,
      lastmod: '1970-01-01',
    });
  });

  it('renders a page whole: the layout’s header and the page’s heading', async () => {
    const html = await renderPage(await pageAt('/about-us'), context);
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toContain('We take the chores off your list');
    expect(html).toContain('<main');
    expect(html).not.toContain(OUTLET_MARKER);
  });

  it('renders each page for its path’s country, even when asked for several at once', async () => {
    const [kenyan, nigerian] = await Promise.all([
      renderPage(await pageAt('/ke/gifting'), context),
      renderPage(await pageAt('/gifting'), context),
    ]);
    expect(kenyan).toContain('Gifts for everyone in Nairobi, delivered with a note.');
    expect(kenyan).toMatch(/<option value="KE" selected="">/);
    expect(nigerian).toMatch(/<option value="NG" selected="">/);
  });

  it('renders a remote page’s layout with the outlet marker once, in the parcel’s slot', async () => {
    const { html, chunks } = await renderLayout('/blog', context);
    expect(html.split(OUTLET_MARKER)).toHaveLength(2);
    expect(html).toMatch(new RegExp(`data-remote="content"[^>]*><div>${OUTLET_MARKER}</div>`));
    expect(html).toMatch(/<header[^>]*>/);
    expect(chunks).toEqual([SHELL_APP_CHUNK]);
  });

  it('names the chunk whose CSS frames the layouts as the boot import does', () => {
    const boot = readFileSync(path.join(__dirname, '..', 'index.ts'), 'utf8');
    expect(boot).toContain(`webpackChunkName: "${SHELL_APP_CHUNK}"`);
  });

  it('refuses a path that is not one of its pages, so visitor text is never rendered', async () => {
    const hostile = { ...(await pageAt('/about-us')), path: '/"><script>alert(1)</script>' };
    await expect(renderPage(hostile, context)).rejects.toThrow(/does not prerender/);
    await expect(renderLayout('/stores/<script>x</script>', context)).rejects.toThrow();
  });
});
