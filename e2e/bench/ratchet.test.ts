/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { ratchetJudgements, recordedFrom, withRecordedRoutes } from './ratchet';

const recorded = {
  toleranceKB: 2,
  routes: { '/stores': { initialJsGzipKB: 227.4, jsGzipKB: 396 } },
};

describe('ratchetJudgements', () => {
  it('allows each figure its record plus the tolerance', () => {
    const { judgements, unrecorded } = ratchetJudgements(recorded, [
      { route: '/stores', initialJsGzipKB: 229.5, jsGzipKB: 390 },
    ]);
    expect(unrecorded).toEqual([]);
    expect(judgements).toEqual([
      {
        label: '/stores JS before the live app shows KB (recorded 227.4, ratchet +2)',
        value: 229.5,
        budget: 229.4,
        direction: 'at most',
      },
      {
        label: '/stores JS until idle KB (recorded 396, ratchet +2)',
        value: 390,
        budget: 398,
        direction: 'at most',
      },
    ]);
  });

  it('names a route or figure with no record, so a new route cannot pass unrecorded', () => {
    const { judgements, unrecorded } = ratchetJudgements(
      { toleranceKB: 2, routes: { '/laundry': { jsGzipKB: 277 } } },
      [{ route: '/laundry', initialJsGzipKB: 150, jsGzipKB: 270 }],
    );
    expect(judgements.map((each) => each.label)).toEqual([
      '/laundry JS until idle KB (recorded 277, ratchet +2)',
    ]);
    expect(unrecorded).toEqual(['/laundry JS before the live app shows KB']);
  });
});

describe('recordedFrom', () => {
  it('records every route to a tenth of a KB, falls included', () => {
    expect(recordedFrom([{ route: '/', initialJsGzipKB: 179.66, jsGzipKB: 270.04 }])).toEqual({
      '/': { initialJsGzipKB: 179.7, jsGzipKB: 270 },
    });
  });
});

describe('withRecordedRoutes', () => {
  it('replaces only the recorded routes', () => {
    const text = JSON.stringify({ $comment: 'why', recorded: recorded, floor: { lcpRatio: 1.2 } });
    const written = JSON.parse(
      withRecordedRoutes(text, { '/': { initialJsGzipKB: 1, jsGzipKB: 2 } }),
    ) as Record<string, unknown>;
    expect(written).toEqual({
      $comment: 'why',
      recorded: { toleranceKB: 2, routes: { '/': { initialJsGzipKB: 1, jsGzipKB: 2 } } },
      floor: { lcpRatio: 1.2 },
    });
  });

  it('refuses budgets without a recorded section', () => {
    expect(() => withRecordedRoutes('{}', {})).toThrow('no "recorded" section');
  });
});
