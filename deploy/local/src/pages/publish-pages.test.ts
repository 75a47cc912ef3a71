import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRERENDER_MODULE } from '@jara/contracts/prerender';
import {
  CONTENT_BASE,
  createPublishFixture,
  FIXTURE_API,
  FIXTURE_ORIGIN,
  type PublishFixture,
} from '../test-support/publish-fixture';
import { publishPages } from './publish-pages';

describe('publishPages', () => {
  let fixture: PublishFixture;
  const publish = () =>
    publishPages({
      shellDist: fixture.shellDist,
      remotes: fixture.remotes,
      origin: FIXTURE_ORIGIN,
      api: FIXTURE_API,
      pagesDir: fixture.pagesDir,
    });
  const read = (file: string) => readFile(path.join(fixture.pagesDir, file), 'utf8');

  beforeEach(async () => {
    fixture = await createPublishFixture();
  });
  afterEach(async () => {
    await rm(fixture.dir, { recursive: true, force: true });
  });

  it('writes every page of the shell and of the remotes that prerender', async () => {
    const outcome = await publish();
    expect(outcome.pages).toEqual([
      '/',
      '/blog/guides/lagos/best-suya',
      '/ke/blog',
      '/blog/drafts',
    ]);
    expect(await read('index.html')).toContain(
      `<div id="prerendered"><main data-origin="${FIXTURE_ORIGIN}">Home</main></div><div id="root" hidden></div>`,
    );
  });

  it("puts a remote's page inside the shell's layout, with both bundles' CSS", async () => {
    await publish();
    const html = await read('blog/guides/lagos/best-suya/index.html');
    expect(html).toContain(
      '<header>Jara header for /blog/guides/lagos/best-suya</header>' +
        `<article data-base="${CONTENT_BASE}">Rendered /blog/guides/lagos/best-suya</article>` +
        '<footer>Jara footer</footer>',
    );
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(stylesheets).toEqual([
      '/layout.2222222222.css',
      `${CONTENT_BASE}app.3333333333.css`,
      `${CONTENT_BASE}screen-post.4444444444.css`,
    ]);
    // The entry's stylesheet is in the shell's index.html already: never linked twice.
    expect(html.match(/main\.0123456789\.css/g)).toHaveLength(1);
  });

  it('writes the head with every value escaped, and preloads the payload', async () => {
    await publish();
    const html = await read('blog/guides/lagos/best-suya/index.html');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Suya&quot; · Jara</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('content="default"');
    expect(html).toContain(
      '<meta name="description" content="Where to find the best suya in Lagos &amp; why">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost:8080/blog/guides/lagos/best-suya">',
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/blog/guides/lagos/best-suya/_payload.json">',
    );
    expect(JSON.parse(await read('blog/guides/lagos/best-suya/_payload.json'))).toEqual({
      kind: 'post',
      title: 'Best suya',
    });
  });

  it('writes no payload and no preload for a page without data', async () => {
    await publish();
    expect(await read('index.html')).not.toContain(
      'rel="preload" as="fetch" crossorigin="anonymous" href="/_payload.json"',
    );
    await expect(read('_payload.json')).rejects.toThrow(/ENOENT/);
  });

  it('lists indexable pages and routes in the sitemap and names it in robots.txt', async () => {
    await publish();
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain(
      '<url><loc>http://localhost:8080/blog/guides/lagos/best-suya</loc><lastmod>2026-04-10</lastmod></url>',
    );
    expect(sitemap).toContain(
      '<url><loc>http://localhost:8080/stores</loc><lastmod>2026-02-01</lastmod></url>',
    );
    expect(sitemap).toContain(
      '<loc>http://localhost:8080/ke/blog</loc><lastmod>2026-03-01</lastmod>',
    );
    expect(sitemap).not.toContain('/blog/drafts');
    expect(await read('robots.txt')).toContain(`Sitemap: ${FIXTURE_ORIGIN}/sitemap.xml`);
  });

  it('loads each prerender module afresh on every publish', async () => {
    await publish();
    const module = path.join(fixture.shellDist, PRERENDER_MODULE);
    await writeFile(module, (await readFile(module, 'utf8')).replace('>Home<', '>Home again<'));
    await publish();
    expect(await read('index.html')).toContain('Home again');
  });

  it('names the page and the bundle that failed, and keeps the previous pages', async () => {
    await publish();
    const before = await read('blog/guides/lagos/best-suya/index.html');
    const module = path.join(fixture.contentFolder, PRERENDER_MODULE);
    await writeFile(
      module,
      (await readFile(module, 'utf8')).replace(
        'exports.renderPage = async (page, context) =>',
        "exports.renderPage = async (page, context) => page.path === '/ke/blog' ? Promise.reject(new Error('the cover is missing')) :",
      ),
    );
    await expect(publish()).rejects.toThrow(
      `Prerendering /ke/blog with content (${module}) failed: the cover is missing`,
    );
    expect(await read('blog/guides/lagos/best-suya/index.html')).toBe(before);
    const leftovers = (await readdir(path.dirname(fixture.pagesDir))).filter(
      (name) => name !== 'pages',
    );
    expect(leftovers).toHaveLength(1);
  });

  it('refuses a layout without exactly one outlet', async () => {
    const module = path.join(fixture.shellDist, PRERENDER_MODULE);
    await writeFile(module, (await readFile(module, 'utf8')).replace('<!--jara:outlet-->', ''));
    await expect(publish()).rejects.toThrow(
      /Prerendering \/blog\/guides\/lagos\/best-suya with content .* 0 outlet markers/,
    );
  });

  it('refuses a shell index.html without the head markers', async () => {
    await writeFile(
      path.join(fixture.shellDist, 'index.html'),
      '<html><div id="root"></div></html>',
    );
    await expect(publish()).rejects.toThrow('must hold <!--jara:head--> exactly once');
  });

  it('explains a shell build without its prerender module', async () => {
    await rm(path.join(fixture.shellDist, PRERENDER_MODULE));
    await expect(publish()).rejects.toThrow(/prerender\.cjs is missing: build the shell/);
  });
});
