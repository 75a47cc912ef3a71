// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const remotes = readdirSync(`${root}/remotes`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow one way: shared <- shell and shared <- each remote; deploy may use anything.
 * Zones are matched against resolved paths: `@jara/api/cart` resolves through pnpm's symlink
 * and the package's `exports` to shared/api/src/cart.ts, so a workspace import is judged by
 * where its code lives.
 */
const boundaryZones = [
  {
    target: './shared',
    from: ['./shell', './remotes', './deploy'],
    message: 'shared is imported by the bundles, never the other way round.',
  },
  ...remotes.map((remote) => ({
    target: `./remotes/${remote}`,
    from: './remotes',
    except: [`./${remote}`],
    message: 'a remote never imports another remote: cross-bundle code goes through federation.',
  })),
  {
    target: './remotes',
    from: './shell',
    message: 'a remote never imports the shell: it receives ParcelProps and uses the bus.',
  },
  {
    target: './shell',
    from: './remotes',
    message: 'the shell loads remotes at run time through federation, never at build time.',
  },
];

/** Playwright's own `test`, which carries none of the suite's fixtures (README, "Testing"). */
const playwrightTestImport = (message) => ({
  name: '@playwright/test',
  importNames: ['test'],
  message,
});
const DECLARED_IN_SPECS = 'Support files export helpers and case tables; tests live in spec files.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.stack/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'deploy/sandbox/data/**',
      '.bench/**',
      // Deliberate violations, linted only by the test that expects them to fail.
      'tools/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Without this, import-x reads only .js dependencies and no-cycle never sees a TS cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'],
          conditionNames: ['import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Nothing imports a test, so a test closes no cycle: skipping them halves the walk.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/*.{test,spec}.{ts,tsx}'],
    rules: {
      // Only our own modules can form a cycle; skipping node_modules keeps the walk short. A
      // lazy `import()` may close a loop (each side loads in its own chunk); the shell allows
      // none, see below.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    // The shell tells its story one way: the routes own the page table and hand the links its
    // preloaders, so nothing below a page imports the table back, not even through `import()`.
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.{test,spec}.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Which release of a remote loads is decided at boot: a page mounts remotes through the
    // parcels, it never reaches into the loading itself.
    files: ['shell/src/pages/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...boundaryZones,
            {
              target: './shell/src/pages',
              from: './shell/src/features/remote-loading',
              message: 'pages mount remotes through the parcels; remote loading is the boot’s.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // @jara/testing is dev-only: tests and test helpers use it, shipped code never does.
    files: ['shell/src/**/*.{ts,tsx}', 'remotes/*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'shared/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@jara/testing', '@jara/testing/*'],
              message: '@jara/testing is for tests; shipped code must not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // e2e isolation (README "Testing"): tests take the suite's fixtures, are declared in spec
    // files only, and move time with Playwright's clock instead of sleeping.
    files: ['e2e/specs/**/*.ts', 'e2e/support/**/*.ts'],
    rules: {
      // No React here: Playwright's fixtures hand over their value through a function `use`.
      'react-hooks/rules-of-hooks': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Move time with page.clock, or wait for what the page shows: never sleep.',
        },
      ],
    },
  },
  {
    files: ['e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            playwrightTestImport(
              "Import test from '../support/e2e-test': it holds the suite's fixtures.",
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/support/**/*.ts'],
    ignores: ['e2e/support/e2e-test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [playwrightTestImport(DECLARED_IN_SPECS)],
          patterns: [
            {
              group: ['**/e2e-test'],
              importNames: ['test'],
              message: DECLARED_IN_SPECS,
            },
          ],
        },
      ],
    },
  },
);
