import '@testing-library/jest-dom';

// The company's content is a fixture in the unit tests (__tests__/fixtures/shipped.ts says why):
// companyContent() reads it; a test that mocks the module itself replaces this.
jest.mock('@/content/company/data', () => {
  const { shippedContent } = jest.requireActual<typeof import('@/__tests__/fixtures/shipped')>('@/__tests__/fixtures/shipped');
  let cached: ReturnType<typeof shippedContent> | undefined;
  return { companyContent: () => (cached ??= shippedContent()) };
});

// A console warning or error fails the test that caused it, as the browser tests fail on a
// console error. A test that expects one says so by mocking it:
// `jest.spyOn(console, 'error').mockImplementation(() => {})`, which replaces this guard.
const unexpected: string[] = [];
const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  unexpected.length = 0;
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map(String).join(' ')}`);
      original[level](...args);
    };
  }
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  if (unexpected.length > 0) throw new Error(`Unexpected console output (mock it where the test expects it):\n${unexpected.join('\n')}`);
});
