import { ChunkLoadError } from '@/components/lazy/chunk-load-error';
import { loadPart } from '@/components/lazy/load-part';
import { CHUNK_TIMEOUT_MS } from '@/content/ui';

const CHUNK = '/_next/static/chunks/part.js';
const ABSOLUTE = `http://localhost${CHUNK}`;

/** What Turbopack rejects with after adding (and removing) the chunk's script. */
function turbopackFailure(url = CHUNK) {
  return (): Promise<string> => {
    const script = document.createElement('script');
    script.src = url;
    document.head.appendChild(script);
    script.remove();
    return Promise.reject(Object.assign(new Error(`Failed to load chunk ${url} from module 37775`), { name: 'ChunkLoadError' }));
  };
}

const fetchMock = jest.fn();
let errorLog: jest.SpyInstance;
let part = 0;
/** Each test its own part name: the loader remembers parts across calls. */
const nextPart = () => `part-${++part}`;

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue({ status: 200 });
  global.fetch = fetchMock;
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errorLog.mockRestore();
  jest.useRealTimers();
});

it('resolves with the part and reports nothing', async () => {
  await expect(loadPart(nextPart(), () => Promise.resolve({ Button: 'ok' }))).resolves.toEqual({ Button: 'ok' });
  expect(errorLog).not.toHaveBeenCalled();
});

it('times out after 120 000 ms, naming the chunk still loading', async () => {
  jest.useFakeTimers();
  const name = nextPart();
  const load = loadPart(name, () => {
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/slow.js';
    document.head.appendChild(script);
    return new Promise<never>(() => undefined);
  });
  const outcome = load.catch((error: unknown) => error);

  await jest.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
  expect(errorLog).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);

  const error = await outcome;
  expect(error).toBeInstanceOf(ChunkLoadError);
  expect(error).toMatchObject({ part: name, type: 'timeout', url: 'http://localhost/_next/static/chunks/slow.js' });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(errorLog).toHaveBeenCalledTimes(1);
});

it("classifies a chunk the server no longer has as 'missing'", async () => {
  fetchMock.mockResolvedValue({ status: 404 });
  await expect(loadPart(nextPart(), turbopackFailure())).rejects.toMatchObject({ type: 'missing', url: ABSOLUTE });
  expect(fetchMock).toHaveBeenCalledWith(ABSOLUTE, expect.objectContaining({ method: 'HEAD' }));
});

it("classifies a chunk that exists but did not arrive, or an unreachable server, as 'error'", async () => {
  await expect(loadPart(nextPart(), turbopackFailure())).rejects.toMatchObject({ type: 'error', url: ABSOLUTE });
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(loadPart(nextPart(), turbopackFailure())).rejects.toMatchObject({ type: 'error', url: ABSOLUTE });
});

it('keeps the original error as the cause', async () => {
  const error: unknown = await loadPart(nextPart(), turbopackFailure()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ChunkLoadError);
  expect(((error as ChunkLoadError).cause as Error).message).toMatch(/Failed to load chunk/);
});

it('shares one load and one report between callers of the same part', async () => {
  const name = nextPart();
  const importer = jest.fn(turbopackFailure());
  const [a, b] = await Promise.allSettled([loadPart(name, importer), loadPart(name, importer)]);
  expect(importer).toHaveBeenCalledTimes(1);
  expect(a).toEqual(b);
  expect(errorLog).toHaveBeenCalledTimes(1);
  expect(errorLog.mock.calls[0]?.[0]).toBe(`ChunkLoadError [error] ${ABSOLUTE}`);
});

it('retries on a later call, which can succeed', async () => {
  const name = nextPart();
  const importer = jest.fn(turbopackFailure());
  await expect(loadPart(name, importer)).rejects.toBeInstanceOf(ChunkLoadError);
  importer.mockImplementation(() => {
    const script = document.createElement('script');
    script.src = CHUNK;
    document.head.appendChild(script);
    return Promise.resolve('loaded');
  });
  await expect(loadPart(name, importer)).resolves.toBe('loaded');
  expect(importer).toHaveBeenCalledTimes(2);
});

it('sends the failure once to the web-vitals endpoint when one is configured', async () => {
  const beacon = jest.fn((url: string, body: string) => Boolean(url && body));
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  process.env.NEXT_PUBLIC_VITALS_URL = '/vitals';
  const name = nextPart();
  try {
    await Promise.allSettled([loadPart(name, turbopackFailure()), loadPart(name, turbopackFailure())]);
  } finally {
    delete process.env.NEXT_PUBLIC_VITALS_URL;
  }
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(JSON.parse(beacon.mock.calls[0]?.[1] ?? '{}')).toEqual({ name: 'ChunkLoadError', part: name, type: 'error', url: ABSOLUTE, page: '/' });
});
