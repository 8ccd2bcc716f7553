import { sendBeacon, vitalsEndpoint } from '@/lib/beacon/beacon';
import { reportMetric, toVitalPayload } from '@/components/vitals/report-metric';

const payload = { name: 'LCP', value: 1234.5, rating: 'good', id: 'v5-1', page: '/' } as const;
const beacon = jest.fn();
const fetchMock = jest.fn();

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true);
  fetchMock.mockReset().mockResolvedValue({ ok: true });
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  global.fetch = fetchMock;
});
afterEach(() => {
  delete process.env.NEXT_PUBLIC_VITALS_URL;
});

describe('sendBeacon', () => {
  it('sends nothing when no endpoint was configured', () => {
    expect(vitalsEndpoint()).toBe('');
    expect(sendBeacon(payload)).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('beacons the payload as JSON text to the configured endpoint', () => {
    process.env.NEXT_PUBLIC_VITALS_URL = '/vitals';
    expect(sendBeacon(payload)).toBe(true);
    expect(beacon).toHaveBeenCalledWith('/vitals', JSON.stringify(payload));
    expect(JSON.parse(beacon.mock.calls[0][1])).toEqual(payload);
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    process.env.NEXT_PUBLIC_VITALS_URL = '/vitals';
    beacon.mockReturnValue(false);
    expect(sendBeacon(payload)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/vitals', expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(payload) }));
  });

  it('never throws, even for an endpoint the browser rejects', () => {
    process.env.NEXT_PUBLIC_VITALS_URL = 'http://[bad';
    beacon.mockImplementation(() => {
      throw new TypeError('Invalid URL');
    });
    expect(sendBeacon(payload)).toBe(false);
  });
});

describe('reportMetric', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const env = process.env as Record<string, string | undefined>;
  const nodeEnv = env.NODE_ENV;
  afterEach(() => {
    env.NODE_ENV = nodeEnv;
    info.mockClear();
  });

  it('keeps only name, value, rating, id and page', () => {
    const metric = { ...payload, delta: 3, entries: [], navigationType: 'navigate' } as const;
    expect(toVitalPayload(metric, '/novas-implementacoes/')).toEqual({ ...payload, page: '/novas-implementacoes/' });
  });

  it('beacons when configured, and is silent in production when not', () => {
    env.NODE_ENV = 'production';
    reportMetric(payload);
    expect(beacon).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
    process.env.NEXT_PUBLIC_VITALS_URL = '/vitals';
    reportMetric(payload);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('logs to the console in development when no endpoint is set', () => {
    env.NODE_ENV = 'development';
    reportMetric(payload);
    expect(info).toHaveBeenCalledWith('[web-vitals] LCP 1235 (good)', payload);
    expect(beacon).not.toHaveBeenCalled();
  });
});
