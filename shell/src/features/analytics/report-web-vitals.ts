/**
 * The page's own Core Web Vitals (LCP, INP, CLS, TTFB), one analytics event per metric as
 * web-vitals reports it: TTFB early, LCP at the first input or when the page is hidden, CLS and
 * INP when the page is hidden. Registered at boot, before analytics has loaded, so the observers
 * see every entry (the events wait in the client's queue); what is reported while the page is
 * hidden goes out as a beacon.
 */
import { onCLS, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';

export const WEB_VITAL_EVENT = 'web_vital';

export interface WebVitalProperties {
  name: MetricType['name'];
  /** Milliseconds, except CLS, which is a unitless score. */
  value: number;
  rating: MetricType['rating'];
  /** web-vitals' id of this metric on this page load. */
  id: string;
  navigation_type: MetricType['navigationType'];
  /** The route pattern the page was loaded on. */
  path: string;
}

const rounded = (metric: MetricType) =>
  metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);

export function reportWebVitals(
  send: (properties: WebVitalProperties) => void,
  path: string,
): void {
  const report = (metric: MetricType) =>
    send({
      name: metric.name,
      value: rounded(metric),
      rating: metric.rating,
      id: metric.id,
      navigation_type: metric.navigationType,
      path,
    });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}
