import { payForMeUrl, readLinkToken, readPaymentReference } from './pay-for-me-link';

describe('readLinkToken', () => {
  it('keeps a token the server could have issued', () => {
    expect(readLinkToken(' pfm_3kX9-a2 ')).toBe('pfm_3kX9-a2');
  });

  it.each([null, '', '   ', 'abc', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'])(
    'refuses %p',
    (raw) => {
      expect(readLinkToken(raw)).toBeNull();
    },
  );
});

describe('readPaymentReference', () => {
  it('keeps a provider reference and refuses markup', () => {
    expect(readPaymentReference('PAY-12.ab_3')).toBe('PAY-12.ab_3');
    expect(readPaymentReference('<b>x</b>')).toBeNull();
    expect(readPaymentReference(null)).toBeNull();
  });
});

describe('payForMeUrl', () => {
  it('is this page on this origin with the link in the query', () => {
    expect(payForMeUrl('pfm_123456')).toBe(
      `${window.location.origin}/store/checkout/pay-for-me?link=pfm_123456`,
    );
  });
});
