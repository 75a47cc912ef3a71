import { providerPageUrl } from './provider-page';

describe('providerPageUrl', () => {
  it('accepts the provider page', () => {
    expect(providerPageUrl('http://localhost:8091/pay/PAY-1')).toBe(
      'http://localhost:8091/pay/PAY-1',
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>', '/pay/PAY-1', '', undefined])(
    'refuses %p',
    (raw) => {
      expect(providerPageUrl(raw)).toBeNull();
    },
  );
});
