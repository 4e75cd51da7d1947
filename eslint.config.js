import js from '@eslint/js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';
import { serverZones, webZones } from './eslint.boundaries.js';
import { cyclePlugin } from './eslint.no-cycle.js';

// The repository root, however the config is loaded (import.meta.dirname is not set everywhere).
const root = path.dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The web is typed from the shared zod schemas but never loads them: zod and the schemas would
    // weigh on every screen's first render (bench/web-budgets.json). Tests may use them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**', 'apps/web/src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                'The web does not load zod: check input by hand (packages/shared/src/api/*-checks.ts).',
            },
          ],
          patterns: [
            {
              group: [
                '@gatling/shared/api/*',
                // Without zod: routes, and the constants and checks both ends share.
                '!@gatling/shared/api/*-routes',
                '!@gatling/shared/api/*-checks',
                '!@gatling/shared/api/agent-content',
                '!@gatling/shared/api/analytics-options',
                '!@gatling/shared/api/audience-greeting',
                '!@gatling/shared/api/conversation-kinds',
                '!@gatling/shared/api/event-types',
                '!@gatling/shared/api/model-providers',
                '!@gatling/shared/api/platform-list',
                '!@gatling/shared/api/scheduled-limits',
                '!@gatling/shared/api/text-limits',
              ],
              allowTypeImports: true,
              message:
                'A schema file loads zod: import its types with `import type`, routes from its *-routes.ts, and values from a zod-free file (text-limits, platform-list, *-checks, …).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  // Dependency rules (docs/decisions/0025-layout-by-role.md): imports resolve as TypeScript does,
  // including the server's #test/* subpath imports and the web's @/ alias.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX, cycles: cyclePlugin },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server', 'apps/web', 'packages/shared'].map((p) =>
            path.join(root, p, 'tsconfig.json'),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only and lazy imports count: a cycle of either still ties two files into one.
      'cycles/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webZones }],
    },
  },
  {
    // Tests may reach any layer (they assemble what they test); product code may not.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...serverZones, ...webZones] }],
    },
  },
);
