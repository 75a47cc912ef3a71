import { attemptKey, endAttempt } from './payment-attempt';
import type * as PaymentAttempt from './payment-attempt';

beforeEach(() => sessionStorage.clear());

describe('attemptKey', () => {
  it('gives the same key to every try of one attempt, and a new one after it ends', () => {
    const first = attemptKey('token-a');
    expect(attemptKey('token-a')).toBe(first);
    endAttempt('token-a');
    expect(attemptKey('token-a')).not.toBe(first);
  });

  it('keeps one key per link', () => {
    expect(attemptKey('token-a')).not.toBe(attemptKey('token-b'));
  });

  it('survives a reload of the tab', () => {
    const first = attemptKey('token-a');
    jest.isolateModules(() => {
      const reloaded = jest.requireActual<typeof PaymentAttempt>('./payment-attempt');
      expect(reloaded.attemptKey('token-a')).toBe(first);
    });
  });
});
