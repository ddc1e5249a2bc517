// ESLint flat config: Next's rules (core web vitals, React hooks and the React Compiler's checks) and
// typescript-eslint's recommended rules. `npm run lint` runs it in `npm test`, after the typecheck.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...tseslint.configs.recommended,
  {
    // The games' error codes join one registry by declaration merging (`interface RuleCodeRegistry extends …
    // {}` in each lib/games/<game>/codes.ts): an interface with a single `extends` is the point there.
    rules: { '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }] },
  },
  {
    // Server code, scripts and tests are not React: a function named `use…` there is no hook.
    files: ['lib/**/*.ts', 'scripts/**/*.ts', 'test/**/*.ts', 'e2e/**/*.ts', 'server.ts', 'prisma/**/*.ts'],
    ignores: ['lib/client/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // API and end-to-end tests read untyped JSON answers.
    files: ['test/**/*.ts', 'e2e/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  globalIgnores([
    '.next/**',
    // Side-by-side dev servers' build folders (NEXT_DIST_DIR=.next-<name>).
    '.next-*/**',
    'node_modules/**',
    'lib/generated/**',
    'reports/**',
    'data/**',
    'playwright-report/**',
    'test-results/**',
    'next-env.d.ts',
  ]),
]);
