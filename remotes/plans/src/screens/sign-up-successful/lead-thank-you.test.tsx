import { screen } from '@testing-library/react';
import { bus } from '@jara/bus';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { SignUpSuccessfulScreen } from './sign-up-successful-screen';

const renderThankYou = () =>
  renderPlanScreen(<SignUpSuccessfulScreen />, { url: '/sign-up-successful' });

describe('the lead forms’ thank-you', () => {
  it('thanks the lead and offers the marketplace, home and three next services', () => {
    const ready: string[] = [];
    const off = bus.on('page:ready', ({ path }) => ready.push(path));
    renderThankYou();
    off();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Thank you! We have your details.',
    );
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe(
      '/stores',
    );
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(ready).toEqual(['/sign-up-successful']);
  });

  it('links the Kenyan twins in Kenya', () => {
    // The page has no /ke twin: the country is the one the shell holds for the visitor.
    const view = renderThankYou();
    view.props.country = 'KE';
    view.rerenderWith(<SignUpSuccessfulScreen />);
    expect(screen.getByRole('link', { name: /Book laundry/ }).getAttribute('href')).toBe(
      '/ke/laundry',
    );
  });

  it('draws its art at a fixed size, so nothing moves', () => {
    const { container } = renderThankYou();
    const art = container.querySelector('svg');
    expect(art?.getAttribute('width')).toBe('320');
    expect(art?.getAttribute('height')).toBe('288');
  });
});
