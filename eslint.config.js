// ESLint: typescript-eslint's type-checked rules, tuned where they fight the code's deliberate
// style, plus the layer rules of the design (every folder of src imports only the folders
// SRC_LAYERS lists for it; src/page imports nothing outside itself, and its folders only those
// below them; src/browser takes only types from src/page) and no import cycles anywhere in src.
// Formatting is Prettier's. The fixture apps are linted without types (see the last block).

import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// src/page's folders from the bottom up: each imports only those before it (and the top-level
// vocabulary.ts and types.ts); the entry files at the top import any of them.
const PAGE_LAYERS = ['dom', 'codec', 'read', ['watch', 'review'], 'overlay'];

/** The lint blocks that keep src/page inside itself and its folders in their layers. */
function pageLayers() {
  const outside = {
    regex: '^(?!\\.{1,2}/)|^\\.\\./\\.\\./',
    message: 'src/page runs inside the page: it imports only its own modules, nothing outside src/page.',
  };
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns: [outside, ...patterns] }] });
  const levels = PAGE_LAYERS.map((level) => [level].flat());
  const above = (index) => levels.slice(index + 1).flat();
  const order = levels.map((level) => level.join(', ')).join(' < ');
  return [
    {
      files: ['src/page/*.ts'],
      ignores: ['src/page/*-entry.ts'],
      rules: rule([
        { regex: '^\\.\\./', message: 'src/page runs inside the page: nothing outside src/page.' },
        { regex: '^\\./[^/]+/', message: 'vocabulary.ts and types.ts are the base: they import no folder.' },
      ]),
    },
    { files: ['src/page/*-entry.ts'], rules: rule([{ regex: '^\\.\\./', message: 'nothing outside src/page.' }]) },
    ...levels.flatMap((level, index) =>
      level.map((folder) => ({
        files: [`src/page/${folder}/**/*.ts`],
        rules: rule([
          {
            regex: `^\\.\\./(${[...above(index), ...level.filter((other) => other !== folder)].join('|')})/`,
            message: `src/page/${folder}/ imports no folder beside or above it; the layers, bottom up: ${order}.`,
          },
        ]),
      })),
    ),
  ];
}

/**
 * What each folder of src/ may import besides itself, and why: every other arrow runs the wrong way.
 * The two entry points at the top of src/ are the bins; src/page keeps its own rules (pageLayers).
 */
const SRC_LAYERS = {
  shared: { imports: [], job: 'the small pieces every layer uses import nothing of the project' },
  config: { imports: ['shared'], job: 'the configuration is read before anything runs' },
  messages: { imports: ['page', 'shared'], job: 'what the tools and the CLI both say knows neither' },
  answer: { imports: ['page', 'shared'], job: 'the answer layer shapes what a tool read, and reads nothing itself' },
  browser: {
    imports: ['page', 'shared', 'config'],
    job: 'the browser session never knows which tool, command or answer is asking',
  },
  frames: { imports: ['page', 'shared', 'browser'], job: 'the reads of the page serve whoever reads' },
  tools: {
    imports: ['page', 'shared', 'config', 'messages', 'answer', 'browser', 'frames'],
    job: 'a tool never reaches for the server that lists it, nor for the CLI',
  },
  cli: {
    imports: ['page', 'shared', 'config', 'messages', 'browser', 'frames', 'source'],
    job: 'the CLI is for people at a terminal: no tools, no answers for an MCP client',
  },
  source: {
    imports: ['page', 'shared', 'config', 'messages', 'cli'],
    job: "the app's source is edited from the review's suggestions (the page's types) in Node: no browser, tools or server",
  },
  playwright: {
    imports: ['page', 'shared', 'config', 'messages', 'browser', 'frames', 'cli'],
    job: 'the Playwright Test fixture, matcher and reporter sit beside the CLI, not on the MCP server',
  },
  server: {
    imports: ['shared', 'config', 'answer', 'browser', 'tools'],
    job: 'the server runs the tools; nothing imports it but the bin',
  },
};

/** The bins at the top of src/ and what each may import. */
const ENTRY_POINTS = { 'index.ts': ['shared', 'server'], 'cli.ts': ['cli'] };

/** The zones of import-x/no-restricted-paths that keep each folder of src/ in its layer. */
function srcLayerZones() {
  const zone = (target, imports, message) => ({
    target: `./src/${target}`,
    from: './src',
    except: imports.map((folder) => `./${folder}`),
    message,
  });
  return [
    ...Object.entries(SRC_LAYERS).map(([folder, { imports, job }]) =>
      zone(
        folder,
        [folder, ...imports],
        `src/${folder}/ imports ${imports.length ? `only ${imports.join(', ')}` : 'nothing outside itself'}: ${job}.`,
      ),
    ),
    ...Object.entries(ENTRY_POINTS).map(([entry, imports]) =>
      zone(entry, imports, `src/${entry} is a bin: it imports only ${imports.join(', ')}.`),
    ),
  ];
}

/**
 * The code the fixture apps and the real apps run in the browser, and the MUI files the typed-hints
 * test compiles: test data, not the product, linted by the plain rules only (the last block).
 * Every other TypeScript file is linted with types.
 */
export const UNTYPED_FILES = [
  'test/apps/**/*.{ts,tsx}',
  'test/real-apps/*/*.tsx',
  'test/unit/typed-hints/*.tsx',
  'test/source-apps/**/*.{js,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'src/browser/page-bundle.generated.ts',
      'examples/shop/',
      'test/apps/*/dist/',
      'test/real-apps/*/dist/',
      'test/real-apps/*/.partial-*/',
      '.scratch/',
      '.tmp/',
      'test/.tmp/',
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
    // Tests read tool results as parsed JSON: `any` values are what they check. Test files share
    // their workers' modules (no isolation, vitest.config.ts), so none may mock a module.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'doUnmock'].map((property) => ({
          object: 'vi',
          property,
          message:
            'Test files share their workers’ modules (vitest.config.ts runs them without isolation): pass a fake in instead of mocking a module.',
        })),
      ],
    },
  },
  {
    // The demo prints whatever JSON the servers answer; String(unknown) is what it means.
    files: ['examples/demo/**/*.ts'],
    rules: { '@typescript-eslint/no-base-to-string': 'off' },
  },
  ...pageLayers(),
  {
    // No module imports itself back through others, anywhere in the server or the page code, and
    // each folder of src/ imports only the folders SRC_LAYERS lists for it.
    files: ['src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // ESM imports name the .js the .ts becomes.
      'import-x/resolver-next': [createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: srcLayerZones() }],
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
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Typed rules there would build their libraries' types (MUI, Ant Design, Vuetify) for the lint
    // alone, most of its time; `npm run typecheck` checks the fixture apps' types.
    files: UNTYPED_FILES,
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false, project: null } },
  },
);
