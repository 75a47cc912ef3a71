import { fireEvent, render, screen } from '@testing-library/react';
import type { CountryCode } from '@jara/contracts/constants';
import { useParcelProps } from '@jara/parcel/parcel';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { PaymentMethods } from './payment-methods';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

function renderIn(country: CountryCode) {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps(country));
  const onChange = jest.fn();
  render(
    <>
      <h2 id="pay">Pay</h2>
      <PaymentMethods labelledBy="pay" method="wallet" onChange={onChange} />
    </>,
  );
  return onChange;
}

const names = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));

describe('PaymentMethods', () => {
  it("names the country's ways to pay online: card, transfer and USSD in Nigeria", () => {
    const onChange = renderIn('NG');
    expect(names()).toEqual(['card', 'wallet', 'pay_for_me']);
    fireEvent.click(screen.getByRole('radio', { name: 'Card, bank transfer or USSD' }));
    expect(onChange).toHaveBeenCalledWith('card');
  });

  it('puts M-Pesa first in Kenya', () => {
    renderIn('KE');
    expect(screen.getByRole('radio', { name: 'M-Pesa or card' })).toBeTruthy();
  });
});
