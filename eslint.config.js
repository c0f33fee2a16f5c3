// ESLint: typescript-eslint's type-checked rules, tuned where they fight the code's deliberate
// style, plus the layer rules of the design (src/page imports nothing outside itself; src/browser
// takes only types from src/page and nothing from src/tools; src/cli takes nothing from src/tools).
// Formatting is Prettier's.

import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'src/browser/page-bundle.generated.ts',
      'examples/shop/',
      'test/apps/*/dist/',
      '.scratch/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Unused arguments named with a leading underscore are deliberate.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `${n}` of numbers and booleans is intended in messages.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // Fire-and-forget promises are marked with `void`; callbacks that return promises are fine.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      // `async () => value` is the plain way to hand over a promise-returning callback.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read tool results as parsed JSON: `any` values are what they check.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // The demo prints whatever JSON the servers answer; String(unknown) is what it means.
    files: ['examples/demo/**/*.ts'],
    rules: { '@typescript-eslint/no-base-to-string': 'off' },
  },
  {
    files: ['src/page/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message:
                'src/page runs inside the page: it imports only its own modules (./x.js), nothing outside src/page.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/browser/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./tools/',
              message: 'src/browser never knows which tool is asking: no imports from src/tools.',
            },
            {
              regex: '^\\.\\./page/',
              allowTypeImports: true,
              message:
                'src/browser uses only the types of src/page (import type); the page code reaches the browser as the bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/cli/**/*.ts', 'src/cli.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./|\\./)tools/',
              message:
                'src/cli is for people at a terminal: no imports from src/tools (shared texts live in src/texts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
