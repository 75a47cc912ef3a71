import { screen } from '@testing-library/react';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { makeParcelProps } from './parcel-props.test-support';
import { renderSignUpSuccessful } from './render-screen.test-support';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));
jest.mock('@jara/api/plans');

describe('the lead forms’ thank-you', () => {
  it('thanks the lead and offers the marketplace, home and three next services', () => {
    jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
    const ready: string[] = [];
    const off = bus.on('page:ready', ({ path }) => ready.push(path));
    renderSignUpSuccessful();
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
    jest.mocked(useParcelProps).mockReturnValue({ ...makeParcelProps(), country: 'KE' });
    renderSignUpSuccessful();
    expect(screen.getByRole('link', { name: /Book laundry/ }).getAttribute('href')).toBe(
      '/ke/laundry',
    );
  });

  it('draws its art at a fixed size, so nothing moves', () => {
    jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
    const { container } = renderSignUpSuccessful();
    const art = container.querySelector('svg');
    expect(art?.getAttribute('width')).toBe('320');
    expect(art?.getAttribute('height')).toBe('288');
  });
});
