import { CallRecorder, percentile } from './rush-figures';

describe('percentile', () => {
  it('takes the nearest rank, whatever the order of the values', () => {
    const values = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
  });

  it('answers the one value of a single sample and 0 for none', () => {
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBe(0);
  });

  it('lets the slowest 1% of a hundred set p99 only past the 99th value', () => {
    const values = [...Array.from({ length: 99 }, () => 10), 1000];
    expect(percentile(values, 99)).toBe(10);
    expect(percentile([...values, 1000], 99)).toBe(1000);
  });
});

describe('CallRecorder', () => {
  it('gives each call its count, failures and rounded p50/p99', () => {
    const recorder = new CallRecorder();
    recorder.record('GET /b', 2.4, true);
    recorder.record('GET /a', 10.6, true);
    recorder.record('GET /a', 3.2, false);
    expect(recorder.figures()).toEqual({
      'GET /a': { requests: 2, failed: 1, p50_ms: 3, p99_ms: 11 },
      'GET /b': { requests: 1, failed: 0, p50_ms: 2, p99_ms: 2 },
    });
    expect(recorder.failed()).toBe(1);
  });
});
