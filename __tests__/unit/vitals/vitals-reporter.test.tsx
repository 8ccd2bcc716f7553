import { render, waitFor } from '@testing-library/react';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { VitalsReporter } from '@/components/vitals/vitals-reporter';

jest.mock('web-vitals', () => {
  const metric = (name: string, value: number) =>
    jest.fn((callback: (m: object) => void) => callback({ name, value, rating: 'good', id: `v6-${name}`, delta: value, entries: [] }));
  return { onLCP: metric('LCP', 1200), onCLS: metric('CLS', 0), onINP: metric('INP', 40), onFCP: metric('FCP', 800), onTTFB: metric('TTFB', 90) };
});

const beacon = jest.fn(() => true);
beforeEach(() => {
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});
afterEach(() => {
  delete process.env.NEXT_PUBLIC_VITALS_URL;
});

it('renders nothing and, after load, beacons LCP, CLS, INP, FCP and TTFB to the endpoint', async () => {
  process.env.NEXT_PUBLIC_VITALS_URL = 'https://metrics.example/v';
  const { container } = render(<VitalsReporter />);
  expect(container).toBeEmptyDOMElement();

  await waitFor(() => expect(beacon).toHaveBeenCalledTimes(5));
  const sent = beacon.mock.calls.map(([url, body]: unknown[]) => [url, JSON.parse(body as string)]);
  expect(sent.map(([, body]) => body.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  expect(sent[0]).toEqual(['https://metrics.example/v', { name: 'LCP', value: 1200, rating: 'good', id: 'v6-LCP', page: '/' }]);
});

it('still measures, but sends nothing, when no endpoint was configured', async () => {
  jest.mocked(onLCP).mockClear();
  render(<VitalsReporter />);
  await waitFor(() => expect(onLCP).toHaveBeenCalledTimes(1));
  for (const on of [onCLS, onINP, onFCP, onTTFB]) expect(on).toHaveBeenCalled();
  expect(beacon).not.toHaveBeenCalled();
});
