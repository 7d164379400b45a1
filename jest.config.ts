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
};

export default createJestConfig(config);
