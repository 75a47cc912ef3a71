import { applyHead } from './apply-head';

const links = () =>
  Array.from(document.head.querySelectorAll('link')).map((link) => [
    link.rel,
    link.hreflang,
    link.getAttribute('href'),
  ]);
const meta = (selector: string) =>
  Array.from(document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`)).map(
    (element) => element.content,
  );

describe('applyHead', () => {
  it('sets the title and the page’s tags, replacing the previous page’s', () => {
    applyHead({
      title: 'Gifting · Jara',
      description: 'Hampers.',
      canonical: 'https://jara.test/ke/gifting',
      alternates: [{ hreflang: 'en-NG', href: 'https://jara.test/gifting' }],
      noindex: true,
    });
    applyHead({ title: 'Marketplace · Jara', description: 'Stores.', alternates: [] });
    expect(document.title).toBe('Marketplace · Jara');
    expect(meta('name="description"')).toEqual(['Stores.']);
    expect(meta('name="robots"')).toEqual([]);
    expect(meta('property="og:url"')).toEqual([]);
    expect(links()).toEqual([]);
  });

  it('writes the Open Graph and Twitter tags of the page', () => {
    applyHead({
      title: 'About us · Jara',
      description: 'Who we are.',
      canonical: 'https://jara.test/about-us',
      alternates: [],
      type: 'website',
    });
    expect(meta('property="og:title"')).toEqual(['About us · Jara']);
    expect(meta('property="og:description"')).toEqual(['Who we are.']);
    expect(meta('property="og:type"')).toEqual(['website']);
    expect(meta('property="og:url"')).toEqual(['https://jara.test/about-us']);
    expect(meta('property="og:site_name"')).toEqual(['Jara']);
    expect(meta('name="twitter:card"')).toEqual(['summary']);
    expect(meta('name="twitter:title"')).toEqual(['About us · Jara']);
  });

  it('replaces the tags a prerendered document came with', () => {
    document.head.innerHTML =
      '<meta name="description" content="Old."><meta property="og:title" content="Old">' +
      '<link rel="canonical" href="https://jara.test/old">';
    applyHead({ title: 'New · Jara', description: 'New.', alternates: [] });
    expect(meta('name="description"')).toEqual(['New.']);
    expect(meta('property="og:title"')).toEqual(['New · Jara']);
    expect(links()).toEqual([]);
  });

  it('writes hostile text as text', () => {
    applyHead({
      title: '"><img onerror=alert(1)> · Jara',
      description: '<script>x</script>',
      canonical: 'https://jara.test/ke',
      alternates: [{ hreflang: 'en-KE', href: 'https://jara.test/ke' }],
    });
    expect(document.title).toBe('"><img onerror=alert(1)> · Jara');
    expect(document.head.querySelector('img, script')).toBeNull();
    expect(meta('property="og:title"')).toEqual(['"><img onerror=alert(1)> · Jara']);
    expect(meta('name="twitter:description"')).toEqual(['<script>x</script>']);
    expect(links()).toEqual([
      ['canonical', '', 'https://jara.test/ke'],
      ['alternate', 'en-KE', 'https://jara.test/ke'],
    ]);
  });
});
