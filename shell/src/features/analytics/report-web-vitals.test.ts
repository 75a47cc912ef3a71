import { onCLS, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { reportWebVitals } from './report-web-vitals';

jest.mock('web-vitals', () => ({
  onLCP: jest.fn(),
  onINP: jest.fn(),
  onCLS: jest.fn(),
  onTTFB: jest.fn(),
}));

type Handler = (metric: MetricType) => void;
const handlerOf = (register: unknown): Handler =>
  (register as jest.Mock).mock.calls[0]![0] as Handler;

const metric = (name: MetricType['name'], value: number) =>
  ({
    name,
    value,
    rating: 'good',
    delta: value,
    id: `v5-${name}`,
    entries: [],
    navigationType: 'navigate',
  }) as MetricType;

describe('reportWebVitals', () => {
  it('registers LCP, INP, CLS and TTFB and sends one event per reported metric', () => {
    const send = jest.fn();
    reportWebVitals(send, '/stores/:vendorSlug');
    handlerOf(onLCP)(metric('LCP', 1834.6));
    handlerOf(onINP)(metric('INP', 72));
    handlerOf(onCLS)(metric('CLS', 0.012345));
    handlerOf(onTTFB)(metric('TTFB', 120.2));
    expect(send.mock.calls.map(([properties]) => properties)).toEqual([
      {
        name: 'LCP',
        value: 1835,
        rating: 'good',
        id: 'v5-LCP',
        navigation_type: 'navigate',
        path: '/stores/:vendorSlug',
      },
      expect.objectContaining({ name: 'INP', value: 72 }),
      expect.objectContaining({ name: 'CLS', value: 0.0123 }),
      expect.objectContaining({ name: 'TTFB', value: 120 }),
    ]);
  });
});
