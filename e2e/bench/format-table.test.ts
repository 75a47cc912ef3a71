/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { figure, formatTable } from './format-table';

describe('formatTable', () => {
  it('pads text to the left and figures to the right, under a ruled header', () => {
    expect(
      formatTable(
        ['route', 'perf', 'LCP'],
        [
          ['/', 91, '1.9 s'],
          ['/stores', 42, '12.5 s'],
        ],
      ),
    ).toBe(
      [
        'route    perf     LCP',
        '-------  ----  ------',
        '/          91   1.9 s',
        '/stores    42  12.5 s',
      ].join('\n'),
    );
  });

  it('fills missing cells, a dash counting as a figure', () => {
    expect(formatTable(['owner', 'KB'], [['react-dom', '-'], ['zod']])).toBe(
      ['owner      KB', '---------  --', 'react-dom   -', 'zod'].join('\n'),
    );
  });

  it('keeps a column with any text in it to the left', () => {
    expect(
      formatTable(
        ['route', 'note'],
        [
          ['/', 'guest'],
          ['/stores', 12],
        ],
      ),
    ).toBe(['route    note', '-------  -----', '/        guest', '/stores  12'].join('\n'));
  });
});

describe('figure', () => {
  it('prints whole numbers as they are and others to the digits asked', () => {
    expect(figure(42)).toBe('42');
    expect(figure(0.0213, 3)).toBe('0.021');
    expect(figure(12.345)).toBe('12.3');
  });

  it('prints a figure that was not measured as a dash', () => {
    expect(figure(undefined)).toBe('-');
    expect(figure(Number.NaN)).toBe('-');
  });
});
