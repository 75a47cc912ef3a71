import { methodInSentence, onlineMethodsPhrase } from './provider-methods';

describe('onlineMethodsPhrase', () => {
  it("names each country's ways to pay online, the usual one first", () => {
    expect(onlineMethodsPhrase('NG')).toBe('Card, bank transfer or USSD');
    expect(onlineMethodsPhrase('KE')).toBe('M-Pesa or card');
  });
});

describe('methodInSentence', () => {
  it('lowers common words and keeps names and acronyms', () => {
    expect(methodInSentence('bank_transfer')).toBe('bank transfer');
    expect(methodInSentence('mpesa')).toBe('M-Pesa');
    expect(methodInSentence('ussd')).toBe('USSD');
  });
});
