import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,app,scripts}/**/*.test.{ts,tsx}', '<rootDir>/tests/**/*.test.{ts,tsx}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // 'server-only' throws outside React Server Components; in unit tests it is a no-op.
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest-setup.ts'],
  // A bound, not a figure: on two busy cores a test that starts a stand-in and a Postgres can take many seconds.
  testTimeout: 30_000,
  // Many suites wait on a stand-in or a Postgres in another process: two workers on two cores, not Jest's one.
  maxWorkers: 2,
};

// use-intl and the ICU formatter it uses ship ES modules only, as do zod's English locale file (lib/wedding/zod.ts) and
// string-width with what it uses: Jest compiles them like our own code, beside the packages next/jest already lets through.
const ESM_PACKAGES = 'use-intl|icu-minify|intl-messageformat|@formatjs|@schummar|zod/v4/(locales|core)|string-width|get-east-asian-width|strip-ansi|ansi-regex';

async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((p) => p.replace('(?!(server-only|', `(?!(${ESM_PACKAGES}|server-only|`)),
  };
}

export default jestConfig;
