// The lazily loaded web-vitals chunk: nothing here is in the first-load scripts.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { currentPage } from '@/lib/beacon/beacon';
import { reportMetric, toVitalPayload } from './report-metric';

export function collectVitals() {
  const page = currentPage();
  const report = (metric: Metric) => reportMetric(toVitalPayload(metric, page));
  // Registered after load: the library reads buffered performance entries, so LCP,
  // FCP and TTFB that happened before are still reported.
  onLCP(report);
  onCLS(report);
  onINP(report);
  onFCP(report);
  onTTFB(report);
}
