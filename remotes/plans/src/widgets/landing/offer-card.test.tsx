import { render } from '@testing-library/react';
import type { PlanOffer } from '@jara/contracts/plans';
import { LAUNDRY, makeOffer } from '../../testing/catalogue-fixtures';
import { OfferCard } from './offer-card';

/** Laundry Lite as the sandbox sells it: ₦800 off the plan, and a ₦2,000 pickup fee on top. */
const withPickupFee: PlanOffer = (() => {
  const offer = makeOffer('laundry-lite', 'Laundry Lite', LAUNDRY, 17_200);
  return {
    ...offer,
    price: { ...offer.price, amount: 16_000, discount_amount: 800, delivery_fee: 2_000 },
  };
})();

/** The struck-through earlier price, and the whole price line it sits in. */
const shown = (offer: PlanOffer) => {
  const { container } = render(<OfferCard offer={offer} onChoose={jest.fn()} />);
  const was = container.querySelector('del');
  return { was: was?.textContent, line: was?.closest('p')?.textContent };
};

describe('OfferCard', () => {
  it('strikes through what the plan would cost without its discount, the pickup fee included', () => {
    const { was, line } = shown(withPickupFee);
    // Not the plan alone (₦16,000), which is less than the price and would read as a rise.
    expect(was).toBe('₦18,000');
    expect(line).toBe('₦18,000₦17,200 a month');
  });

  it('strikes through nothing when there is no discount', () => {
    const offer = makeOffer('laundry-lite', 'Laundry Lite', LAUNDRY, 17_200);
    const { was } = shown({
      ...offer,
      price: { ...offer.price, amount: 17_200, discount_amount: 0 },
    });
    expect(was).toBeUndefined();
  });
});
