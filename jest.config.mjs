import nextJest from 'next/jest.js';

// next/jest wires SWC, CSS Module mocks and next.config.ts into Jest.
const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Jest's default is one worker fewer than the cores: one on this 2-core machine and CI. Two
  // workers ran the suite in 40 s against 65 s (2026-11-25, medians of 2), three no faster.
  maxWorkers: 2,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/__tests__/unit/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    // The company's files that modules import: the unit tests read a fixture instead
    // (__tests__/fixtures/shipped.ts says why). First, before the '@/' alias.
    // Whatever the path looks like once compiled: next/jest's SWC rewrites the '@/' alias into a relative
    // path (../../../content/company/tariff.json) before this map sees it.
    '^(?:\\.|(?:.*/)?content/company|\\.\\./company)/(identity|company|tariff|service-area)\\.json$':
      '<rootDir>/__tests__/fixtures/shipped/content/company/$1.json',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

export default createJestConfig(config);
