import { deliveryTimeText } from './delivery-time';

describe('deliveryTimeText', () => {
  it('gives a delivery today in minutes', () => {
    expect(deliveryTimeText(35, 50)).toBe('35–50 min');
  });

  it('gives a nationwide shipment in days', () => {
    expect(deliveryTimeText(24 * 60, 72 * 60)).toBe('1–3 days');
  });
});
