/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { aCuration } from '../../testing/fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { CurationsScreen } from './curations-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const CURATIONS = 'GET /marketplace/curations';

const props = makeParcelProps();
const renderScreen = () => renderWithQuery(<CurationsScreen title="Curations" params={{}} />);

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue({ ...props, country: 'KE' });
});

describe('CurationsScreen', () => {
  it('shows each active curation as a card linking to its products', async () => {
    api.answer(CURATIONS, [
      aCuration(),
      aCuration({ uuid: 'c-2', title: 'Coastal flavours', description: 'Swahili seafood.' }),
    ]);
    renderScreen();

    expect(screen.getByRole('status').textContent).toContain('Loading curations');
    const cards = await screen.findAllByTestId('curation-card');
    expect(cards).toHaveLength(2);
    const link = within(cards[1]!).getByRole('link', { name: /Coastal flavours/ });
    expect(link.getAttribute('href')).toBe('/marketplace/curations/c-2');
    expect(link.textContent).toContain('Swahili seafood.');
    const image = cards[0]!.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['960', '360']);
    fireEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith('/marketplace/curations/c-2');
    expect(screen.getByRole('heading', { level: 1, name: 'Curations' })).toBeTruthy();
  });

  it('shows a hostile title as text', async () => {
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
    api.answer(CURATIONS, [aCuration({ title: hostile })]);
    const { container } = renderScreen();
    expect(await screen.findByRole('heading', { level: 2, name: hostile })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('says when there are no curations, with a way to the marketplace', async () => {
    api.answer(CURATIONS, []);
    renderScreen();
    expect(await screen.findByText(/no curations right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe(
      '/stores',
    );
  });

  it('offers a retry when the curations fail to load', async () => {
    api.drop(CURATIONS);
    renderScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the curations.');
    api.answer(CURATIONS, [aCuration()]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('curation-card')).toBeTruthy();
  });
});
