/** @jest-environment node */
import { sanitiseHtml } from './sanitise-html';

describe('sanitiseHtml', () => {
  it('keeps the body tags a post uses', () => {
    const html =
      '<h2>Title</h2><p><strong>a</strong> <em>b</em> <code>c</code></p><ul><li>d</li></ul>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it('drops scripts, styles, iframes and images with their content, keeping the text around them', () => {
    const out = sanitiseHtml(
      '<p>before</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.example">fallback</iframe><img src=x onerror=alert(1)><p>after</p>',
    );
    expect(out).toBe('<p>before</p><p>after</p>');
  });

  it('strips every attribute but a safe href', () => {
    expect(sanitiseHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">t</p>')).toBe(
      '<p>t</p>',
    );
    expect(sanitiseHtml('<a href="/blog/x" title="t" target="_blank">x</a>')).toBe(
      '<a href="/blog/x">x</a>',
    );
  });

  it('marks external links noopener noreferrer and keeps mailto links', () => {
    expect(sanitiseHtml('<a href="https://example.com" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseHtml('<a href="mailto:hi@jara.example">x</a>')).toBe(
      '<a href="mailto:hi@jara.example">x</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example/x',
    '/\\evil.example',
    'relative/path',
    'ftp://example.com',
  ])('turns a link to %s into its text', (href) => {
    expect(sanitiseHtml(`<p><a href="${href}">text</a></p>`)).toBe('<p>text</p>');
  });

  it('closes the tags after a refused link with their own names', () => {
    expect(sanitiseHtml('<p><a href="x">bad</a> <a href="/ok">ok</a> <strong>s</strong></p>')).toBe(
      '<p>bad <a href="/ok">ok</a> <strong>s</strong></p>',
    );
  });

  it('turns h1 into h2 (the title is the page h1) and h5/h6 into h4', () => {
    expect(sanitiseHtml('<h1>a</h1><h5>b</h5><h6>c</h6>')).toBe('<h2>a</h2><h4>b</h4><h4>c</h4>');
  });
});
