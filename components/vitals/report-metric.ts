import type { Metric } from 'web-vitals';
import { sendBeacon, vitalsEndpoint, type VitalPayload } from '@/lib/beacon/beacon';

export function toVitalPayload(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'id'>, page: string): VitalPayload {
  return { name: metric.name, value: metric.value, rating: metric.rating, id: metric.id, page };
}

/** Beacons a metric when an endpoint is configured; in development, logs it instead. */
export function reportMetric(payload: VitalPayload) {
  if (vitalsEndpoint()) {
    sendBeacon(payload);
  } else if (process.env.NODE_ENV === 'development') {
    console.info(`[web-vitals] ${payload.name} ${payload.value.toFixed(payload.name === 'CLS' ? 3 : 0)} (${payload.rating})`, payload);
  }
}
