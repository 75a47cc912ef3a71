/** Renders the pay-for-me screen at a URL, as the checkout remote's router would. */
import { MemoryRouter } from 'react-router-dom';
import { PayForMeScreen } from '../screens/pay-for-me/pay-for-me-screen';
import { renderWithQuery } from '@jara/testing/render-with-query';

export function renderPayForMe(query = '?link=pfm_token_1') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[`/store/checkout/pay-for-me${query}`]}>
      <PayForMeScreen />
    </MemoryRouter>,
  );
}
