/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { median } from './median';

describe('median', () => {
  it('takes the middle run of an odd number, whatever the order', () => {
    expect(median([900, 120, 300])).toBe(300);
  });

  it('averages the two middle runs of an even number', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values rather than answering undefined', () => {
    expect(() => median([])).toThrow('a median of no values');
  });
});
