/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { decodeMappings, decodeVlq } from './source-map-segments';

describe('decodeVlq', () => {
  it('decodes single and multi-digit values with their signs', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('DACD')).toEqual([-1, 0, 1, -1]);
    // "gB" is 16: a continuation digit (32 + 0) then 1 << 5, shifted down one for the sign bit.
    expect(decodeVlq('gB')).toEqual([16]);
    expect(decodeVlq('8IAQO')).toEqual([142, 0, 8, 7]);
  });

  it('refuses a character outside base64', () => {
    expect(() => decodeVlq('A!')).toThrow('not a base64 VLQ digit: "!"');
  });

  it('refuses a value cut short by a continuation digit at the end', () => {
    expect(() => decodeVlq('g')).toThrow('a VLQ value is cut short');
  });
});

describe('decodeMappings', () => {
  it('keeps columns relative within a line and sources relative across lines', () => {
    // Line 1: col 0 source 0, col 5 source 1, col 7 unmapped; line 2: empty; line 3: col 2 source 1.
    expect(decodeMappings('AAAA,KCAA,E;;EAAA')).toEqual([
      [
        { column: 0, source: 0 },
        { column: 5, source: 1 },
        { column: 7, source: undefined },
      ],
      [],
      [{ column: 2, source: 1 }],
    ]);
  });
});
