import { screen } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { emptyUserLocation, locationStore } from '@jara/state/location-store';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aVendor } from '@jara/testing/builders/vendor';
import { VendorCard } from './vendor-card';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const lekki = { ...emptyUserLocation, latitude: 6.44, longitude: 3.47, address: 'Lekki Phase 1' };

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  locationStore.getState().resetLocation();
});

describe('VendorCard', () => {
  it('sizes and lazy-loads its images, so the grid does not jump', () => {
    const { container } = renderWithQuery(<VendorCard vendor={aVendor()} />);
    const sizes = Array.from(container.querySelectorAll('img')).map((image) =>
      ['width', 'height', 'loading', 'decoding'].map((name) => image.getAttribute(name)),
    );
    expect(sizes).toEqual([
      ['640', '320', 'lazy', 'async'],
      ['48', '48', 'lazy', 'async'],
    ]);
  });

  it('loads a first-screen card’s cover at once and first, never lazily', () => {
    const { container } = renderWithQuery(<VendorCard vendor={aVendor()} priority />);
    const [cover, logo] = Array.from(container.querySelectorAll('img'));
    expect(cover?.getAttribute('loading')).toBeNull();
    expect(cover?.getAttribute('fetchpriority')).toBe('high');
    expect(cover?.getAttribute('width')).toBe('640');
    expect(logo?.getAttribute('loading')).toBe('eager');
  });

  it('before a place is chosen, says what delivery starts from, in the vendor currency', () => {
    renderWithQuery(<VendorCard vendor={aVendor({ currency: 'KES', delivery_fee: 150 })} />);
    expect(screen.getByText(/Delivery from/).textContent).toBe('Delivery from KSh 150');
    expect(screen.queryByText(/KES/)).toBeNull();
  });

  it('for the chosen place, shows the quote checkout charges: its fee and time', () => {
    locationStore.getState().setUserLocation(lekki);
    const vendor = aVendor({
      delivery_fee: 1500,
      delivers_to_customer: true,
      delivery_quote: { fee: 1800, time_min: 35, time_max: 50 },
    });
    renderWithQuery(<VendorCard vendor={vendor} />);
    expect(screen.getByText(/^Delivery/).textContent).toBe('Delivery ₦1,800 · 35–50 min');
    expect(screen.queryByText(/1,500/)).toBeNull();
  });

  it("marks a store that does not deliver to the customer's place, naming the place", () => {
    locationStore.getState().setUserLocation(lekki);
    renderWithQuery(<VendorCard vendor={aVendor({ delivers_to_customer: false })} />);
    expect(screen.getByText('Doesn’t deliver to Lekki Phase 1')).toBeTruthy();
    // No fee for a delivery that cannot be made.
    expect(screen.queryByText(/^Delivery/)).toBeNull();
  });

  it('marks nothing for a store that delivers, or when nobody asked', () => {
    locationStore.getState().setUserLocation(lekki);
    renderWithQuery(
      <>
        <VendorCard vendor={aVendor({ uuid: 'a', delivers_to_customer: true })} />
        <VendorCard vendor={aVendor({ uuid: 'b' })} />
      </>,
    );
    expect(screen.getAllByTestId('vendor-card')).toHaveLength(2);
    expect(screen.queryByText(/deliver to/)).toBeNull();
  });

  it('shows a hostile store name as text', () => {
    const name = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const { container } = renderWithQuery(<VendorCard vendor={aVendor({ business_name: name })} />);
    expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });
});
