import { headMarkup } from './head-markup';

describe('headMarkup', () => {
  it('keeps a hostile title and description as text', () => {
    const markup = headMarkup({
      title: '</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)>',
      canonical: 'https://jara.ng/blog/x"onmouseover="y',
      alternates: [{ hreflang: 'en-KE', href: 'https://jara.ng/ke/blog/x' }],
    });
    expect(markup).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(markup).toContain(
      '<meta name="description" content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">',
    );
    expect(markup).toContain('href="https://jara.ng/blog/x&quot;onmouseover=&quot;y"');
    expect(markup).not.toMatch(/<script|<img/);
    expect(markup).toContain(
      '<link rel="alternate" hreflang="en-KE" href="https://jara.ng/ke/blog/x">',
    );
  });

  it('asks search engines to leave out a noindex page', () => {
    const markup = headMarkup({ title: 'Wallet', description: 'd', alternates: [], noindex: true });
    expect(markup).toContain('<meta name="robots" content="noindex">');
  });
});
