import { render, screen } from '@testing-library/react';
import { PageSection } from './page-section';

describe('PageSection', () => {
  it('is a region named by its heading', () => {
    render(
      <PageSection heading="How it works" eyebrow="Three steps" intro="Order in minutes.">
        <p>Pick a store</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: 'How it works' });
    expect(region.textContent).toContain('Three steps');
    expect(region.textContent).toContain('Order in minutes.');
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeTruthy();
  });

  it('can use a third-level heading and a tone', () => {
    render(<PageSection heading="Pricing" headingLevel={3} tone="brand" id="pricing" />);
    const region = screen.getByRole('region', { name: 'Pricing' });
    expect(region.id).toBe('pricing');
    expect(region.className).toContain('brand');
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
  });
});
