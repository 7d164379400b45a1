import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Imports a room may not make (see README, "How it is put together"): everything reaches only downwards. */
const forbid = (groups, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

/** The same rooms reached by a relative path. */
const upTo = (rooms) => rooms.flatMap((room) => [`../${room}`, `../${room}/*`]);

/** Tests may cross rooms to check a whole path. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

const NODE_IO = ['node:*', 'fs', 'fs/*', 'path', 'os', 'child_process', 'http', 'https', 'net', 'crypto', 'sharp'];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  { files: ['**/*.{ts,tsx,js,jsx,mjs}'], settings: { 'import/ignore': ['node_modules'] }, rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] } },
  {
    files: ['app/**', 'pages/**'],
    ignores: TESTS,
    rules: forbid(['@/lib/data', '@/lib/data/*', '@/lib/couple/*', '**/lib/couple/*', '@/lib/tools/*'], 'Routes ask lib/invitation (a guest\'s page) or lib/desk (the desk) for what they render; the data layer and the couple\'s operations stay behind them.'),
  },
  {
    files: ['components/**'],
    ignores: TESTS,
    rules: forbid(
      ['@/lib/data', '@/lib/data/*', '@/lib/server/*', '@/lib/couple/*', '**/lib/couple/*', ...NODE_IO],
      'Server sections ask lib/invitation\'s getters and lib/i18n\'s translator; client leaves render props; the data layer stays behind the getters.',
    ),
  },
  {
    files: ['lib/wedding/**'],
    ignores: TESTS,
    rules: forbid(
      ['@/lib/data', '@/lib/data/*', '@/lib/invitation/*', '@/lib/server/*', '@/lib/i18n/*', '@/lib/couple/*', ...upTo(['data', 'invitation', 'server', 'i18n', 'couple']), 'react', 'react-dom', 'next/*', 'server-only', ...NODE_IO],
      'lib/wedding holds pure rules, types and constants: no I/O, no React, no configuration.',
    ),
  },
  {
    files: ['lib/site/**'],
    ignores: TESTS,
    rules: forbid(
      ['@/lib/*', '../*', 'react', 'react-dom', 'next', 'next/*', 'server-only', ...NODE_IO],
      'lib/site holds the site\'s addresses and storage folder names: pure, and below every other room (lib/wedding included).',
    ),
  },
  {
    files: ['lib/data/**'],
    ignores: TESTS,
    rules: forbid(['@/lib/invitation/*', ...upTo(['invitation']), '@/lib/couple/*', '**/lib/couple/*', 'react', 'react-dom'], 'The data layer knows nothing of the invitation, the couple\'s tools or React.'),
  },
  {
    files: ['lib/server/**'],
    ignores: TESTS,
    rules: forbid(['@/lib/data', '@/lib/data/*', '@/lib/invitation/*', '@/lib/i18n/*', '@/lib/couple/*', '**/lib/couple/*', ...upTo(['data', 'invitation', 'i18n', 'couple'])], 'lib/server is what every server part shares: it reads nothing through the rooms above it.'),
  },
  {
    files: ['lib/invitation/**', 'lib/i18n/**'],
    ignores: TESTS,
    rules: forbid(['@/lib/couple/*', '**/lib/couple/*', '../couple/*', '@/lib/desk/*', '../desk/*'], 'A guest\'s page never reaches the couple\'s operations or the desk.'),
  },
  {
    files: ['proxy.ts', 'instrumentation.ts'],
    rules: forbid(['@/lib/couple/*'], 'The proxy and start-up never reach the couple\'s operations.'),
  },
  {
    files: ['lib/desk/**'],
    ignores: TESTS,
    rules: forbid(['react-dom', '@/components/*', '@/app/*', '../../components/*', '../../app/*', '@/lib/tools/*'], 'lib/desk is the desk\'s door and data: pages and components above ask it, it never asks them, nor the command line\'s own tools.'),
  },
  {
    files: ['lib/couple/**'],
    ignores: TESTS,
    rules: forbid(['react', 'react-dom', 'next/*', '@/lib/invitation/*', '@/lib/desk/*', '@/lib/tools/*', '../../tools/*', '@/components/*', '@/app/*'], 'The couple\'s operations (run by the desk and the command line) use the data layer and the rules, never the desk, the command line\'s tools or the site\'s pages.'),
  },
  {
    files: ['lib/tools/**'],
    ignores: TESTS,
    rules: forbid(['react', 'react-dom', 'next/*', '@/lib/invitation/*', '@/lib/desk/*', '@/components/*', '@/app/*'], 'lib/tools is what only the command line runs, over the couple\'s operations: the site never reaches it.'),
  },
  {
    files: ['lib/supabase/**'],
    ignores: TESTS,
    rules: forbid(['@/lib/data', '@/lib/data/*', '@/lib/invitation/*', '@/lib/desk/*', '@/lib/couple/*', '@/lib/i18n/*', 'react', 'react-dom', '@/components/*', '@/app/*'], 'lib/supabase makes the clients, nothing more: every room above asks it for one.'),
  },
  {
    files: ['scripts/bench/**'],
    rules: forbid(['**/e2e/*', '**/e2e/**'], 'The benchmarks share fixtures with the journeys through tests/support, never e2e/.'),
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['lib/wedding/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^zod(/|$)', message: 'Schemas import zod/mini through lib/wedding/zod.ts (English messages, a light cold start).' }] },
      ],
    },
  },
  // CommonJS (Next's cache handler) loads its modules with require().
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  globalIgnores(['.next/**', 'scripts/bench/reference/.next/**', '.next-*/**', '.tmp/**', 'guest-links/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench-results/**']),
]);
