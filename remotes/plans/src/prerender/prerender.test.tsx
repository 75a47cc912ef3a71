/**
 * @jest-environment node
 */
// Node, as the publish step runs it: a screen touching window or storage while rendering fails here.
import type { PrerenderPage } from '@jara/contracts/prerender';
import { setUpApiDouble } from '@jara/testing/api-double';
import { pages, renderPage } from './prerender';

// No API exists at publish time: a page must render without asking one, so any request that
// reaches the double (which answers none here) is a failure.
const api = setUpApiDouble();
const requests: Request[] = [];
api.server.events.on('request:start', ({ request }) => void requests.push(request));

const context = {
  origin: 'https://jara.ng',
  assetBase: 'https://cdn.jara.ng/plans/1.0.0/',
  api: { baseUrl: 'https://api.jara.test/api', plansBaseUrl: 'https://plans.jara.test/api' },
};
const BUILD_DATE = '2026-11-20';
Object.assign(globalThis, { __PLANS_BUILD_DATE__: BUILD_DATE });

const pageAt = async (path: string): Promise<PrerenderPage> =>
  (await pages(context)).find((page) => page.path === path)!;

describe('plans prerender', () => {
  it('lists the landings in both countries and the plans, not the thank-you page', async () => {
    const list = await pages(context);
    expect(list.map((page) => [page.path, page.chunks])).toEqual([
      ['/laundry', ['screen-laundry', 'plan-landing']],
      ['/cleaning', ['screen-cleaning', 'plan-landing']],
      ['/subscription', ['screen-subscription']],
      ['/ke/laundry', ['screen-laundry', 'plan-landing']],
      ['/ke/cleaning', ['screen-cleaning', 'plan-landing']],
    ]);
    expect(list.every((page) => page.payload === null && page.lastmod === BUILD_DATE)).toBe(true);
  });

  it('gives a Kenyan landing its head from the site map, paired with its Nigerian twin', async () => {
    expect((await pageAt('/ke/cleaning')).head).toEqual({
      title: 'Cleaning · Jara',
      description: expect.stringContaining('Book vetted cleaners'),
      type: 'website',
      canonical: 'https://jara.ng/ke/cleaning',
      alternates: [
        { hreflang: 'en-KE', href: 'https://jara.ng/ke/cleaning' },
        { hreflang: 'en-NG', href: 'https://jara.ng/cleaning' },
        { hreflang: 'x-default', href: 'https://jara.ng/cleaning' },
      ],
    });
    const laundry = (await pageAt('/laundry')).head;
    expect(laundry.alternates.map((alternate) => alternate.href)).toEqual([
      'https://jara.ng/laundry',
      'https://jara.ng/ke/laundry',
      'https://jara.ng/laundry',
    ]);
  });

  it('leaves the plans page, which has no Kenyan twin, unpaired', async () => {
    const { head } = await pageAt('/subscription');
    expect(head.canonical).toBe('https://jara.ng/subscription');
    expect(head.alternates).toEqual([]);
  });

  it('renders a landing whole, its lazy chunk awaited, with the prices as their skeleton', async () => {
    const laundry = await renderPage(await pageAt('/laundry'), context);
    expect(laundry).toMatch(/<h1[^>]*>Laundry picked up/);
    expect(laundry).toContain('href="/laundry?step=choose"');
    expect(laundry).toContain('Loading prices');
    expect(laundry).toContain('Questions people ask');
    const cleaning = await renderPage(await pageAt('/ke/cleaning'), context);
    expect(cleaning).toContain('href="/ke/cleaning?step=choose"');
    expect(requests).toEqual([]);
  });

  it('renders the plans page as a visitor sees it', async () => {
    const html = await renderPage(await pageAt('/subscription'), context);
    expect(html).toMatch(/<h1[^>]*>Subscription<\/h1>/);
    expect(requests).toEqual([]);
  });

  it('refuses a page it did not list, so no typed path or step is ever rendered', async () => {
    const laundry = await pageAt('/laundry');
    const hostile = '/laundry?step=<script>alert(1)</script>';
    await expect(renderPage({ ...laundry, path: hostile }, context)).rejects.toThrow(
      `The plans remote does not prerender ${hostile}`,
    );
    await expect(renderPage({ ...laundry, path: '/sign-up-successful' }, context)).rejects.toThrow(
      /does not prerender/,
    );
  });
});
