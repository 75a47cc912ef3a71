/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aVendor } from '@jara/testing/builders/vendor';
import { aCuration, aCurationProduct } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { StoreCurationsScreen } from './store-curations-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);

const props = makeParcelProps();
const renderScreen = () =>
  renderWithQuery(<StoreCurationsScreen title="Store curations" params={{}} />);
const other = aVendor({ uuid: 'v-2', slug: 'suya-spot', business_name: 'Suya Spot' });

beforeEach(() => jest.mocked(useParcelProps).mockReturnValue(props));

describe('StoreCurationsScreen', () => {
  it('shows each store the curations feature once', async () => {
    api.answer('GET /marketplace/curations', [
      aCuration({
        products: [
          aCurationProduct({ vendor: aVendor({ business_name: 'Mama Put' }) }),
          aCurationProduct({ vendor: other }),
        ],
      }),
      aCuration({ uuid: 'c-2', products: [aCurationProduct({ vendor: other })] }),
    ]);
    renderScreen();
    expect(screen.getByRole('status').textContent).toContain('Loading stores');
    const cards = await screen.findAllByTestId('vendor-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Mama Put',
      'Suya Spot',
    ]);
    expect(
      within(cards[1]!)
        .getByRole('link', { name: /Suya Spot/ })
        .getAttribute('href'),
    ).toBe('/stores/suya-spot');
    expect(within(cards[1]!).getByRole('button', { name: 'Save Suya Spot to favourites' }));
  });

  it('says when no store is featured', async () => {
    api.answer('GET /marketplace/curations', [aCuration({ products: [] })]);
    renderScreen();
    expect(await screen.findByText('No store is featured in a curation right now.')).toBeTruthy();
  });

  it('offers a retry when the curations fail to load', async () => {
    api.refuse('GET /marketplace/curations', 500, 'Down');
    renderScreen();
    const alert = await screen.findByRole('alert');
    api.answer('GET /marketplace/curations', [aCuration()]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vendor-card')).toBeTruthy();
  });
});
