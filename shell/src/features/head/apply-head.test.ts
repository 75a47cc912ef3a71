import { applyHead } from './apply-head';

const links = () =>
  Array.from(document.head.querySelectorAll('link')).map((link) => [
    link.rel,
    link.hreflang,
    link.getAttribute('href'),
  ]);

describe('applyHead', () => {
  it('sets the title, one description and the page’s links, replacing the previous page’s', () => {
    applyHead({
      title: 'Gifting · Jara',
      description: 'Hampers.',
      canonical: 'https://jara.test/ke/gifting',
      alternates: [{ hreflang: 'en-NG', href: 'https://jara.test/gifting' }],
    });
    applyHead({ title: 'Marketplace · Jara', description: 'Stores.', alternates: [] });
    expect(document.title).toBe('Marketplace · Jara');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Stores.',
    );
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
    expect(links()).toEqual([
      ['canonical', '', 'https://jara.test/ke'],
      ['alternate', 'en-KE', 'https://jara.test/ke'],
    ]);
  });
});
