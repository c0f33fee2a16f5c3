// The real apps as the source folders a team would run `semantic-hints hint` on, and their builds.
// Each is made from the template as published (test/real-apps/<app>), unhinted, with the authors'
// hints carried as inert `data-truth-*` markers (truthEdit): the flows find their elements by those,
// and the measure reads the authors' role and id beside what the command wrote. A marker is no
// hint: the review reads no `data-truth-*` attribute, so the command sees the unhinted app. Every
// app is served by Vite in its source folder (each gets the Vite config its build tool stands for)
// and built the way test/support/real-apps.ts builds it.

import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { BROWSER_BUNDLE } from '../test/support/fixture-apps.js';
import { applyEdit, packageFolder, realAppFolder, realAppSpec } from '../test/support/real-apps.js';
import type { HintEdit, RealAppSpec } from '../test/support/real-apps.js';
import { QUASAR_CLI, buildQuasarProject, scaffoldQuasarProject } from '../test/real-apps/quasar-app/build.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The marker attributes' prefix: the authors' `data-semtag-role` is carried as `data-truth-role`. */
export const TRUTH_PREFIX = 'data-truth-';
const HINT_PREFIX = 'data-semtag-';

/**
 * ARIA states the authors add to a toggle (a spec's `aria`) that the flows wait on: carried as
 * markers too (`aria-expanded` → `data-truth-aria-expanded`), so that the page keeps the template's own ARIA.
 */
export const MARKED_ARIA = ['aria-expanded', 'aria-pressed'];

/** An attribute name of the authors' hints as its marker (`:data-semtag-id` → `:data-truth-id`); undefined for any other. */
function truthName(name: string): string | undefined {
  const bound = /^(:|v-bind:)?/.exec(name)![0];
  const bare = name.slice(bound.length);
  if (MARKED_ARIA.includes(bare)) return `${bound}${TRUTH_PREFIX}${bare}`;
  return bare.startsWith(HINT_PREFIX) ? `${bound}${TRUTH_PREFIX}${bare.slice(HINT_PREFIX.length)}` : undefined;
}

function truthAttributes(attributes: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!attributes) return undefined;
  const kept = Object.entries(attributes).flatMap(([name, value]) => {
    const renamed = truthName(name);
    if (renamed) return [[renamed, value] as const];
    // A props object a library component passes on (MUI's slotProps) holding the hints: its hints as markers.
    return value.includes(HINT_PREFIX) ? [[name, value.replaceAll(HINT_PREFIX, TRUTH_PREFIX)] as const] : [];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/**
 * An authors' edit as markers: its hint attributes renamed, every other attribute it adds (a label,
 * a bound ARIA state) left out, so that the page is the unhinted one plus inert markers. A
 * replacement (hints set by the app's script, or written into a props object) keeps its text with
 * the hint names renamed.
 */
export function truthEdit(edit: HintEdit): HintEdit | undefined {
  if (edit.replacement !== undefined)
    return { ...edit, replacement: edit.replacement.replaceAll(HINT_PREFIX, TRUTH_PREFIX) };
  const attributes = truthAttributes(edit.attributes);
  const jsx = truthAttributes(edit.jsx);
  if (!attributes && !jsx) return undefined;
  const { attributes: _attributes, jsx: _jsx, ...rest } = edit;
  return { ...rest, ...(attributes ? { attributes } : {}), ...(jsx ? { jsx } : {}) };
}

/** Copies the package's files of `spec` into `out` and applies the authors' edits as markers. */
async function markedTemplate(app: string, spec: RealAppSpec, out: string): Promise<void> {
  const root = packageFolder(spec.package, realAppFolder(app));
  await mkdir(out, { recursive: true });
  // Copied, not linked: the dev server serves only what lies in the app's folder.
  for (const path of [...spec.copy, ...(spec.link ?? [])])
    await cp(join(root, path), join(out, path), { recursive: true });
  const edits = spec.edits.map(truthEdit).filter((edit) => edit !== undefined);
  for (const file of new Set(edits.map((edit) => edit.file))) {
    let text = await readFile(join(out, file), 'utf8');
    for (const edit of edits.filter((one) => one.file === file)) text = applyEdit(text, edit);
    await writeFile(join(out, file), text);
  }
}

export interface ProofApp {
  app: string;
  /** What kind of source the command edits. */
  kind: string;
  /** Writes the unhinted source folder, with the markers, into `dir`. */
  prepare(dir: string): Promise<void>;
  /** Builds the source folder `dir` into `out`, as the real app's build does. */
  build(dir: string, out: string): Promise<void>;
  /** The page each flow starts on, relative to the build's root. */
  start: string;
  /**
   * What keeps the authors' controls the command misses on this app, as read from the command's
   * report and the app's markup: BENCHMARKS.md lists it beside the figures.
   */
  misses: string[];
  /** The type check of the source folder, for a TypeScript app: its errors, one a line. */
  typecheck?(dir: string): Promise<string[]>;
}

/** Set to 1 to leave the type check out (it takes minutes on react-admin's sources): a quick look, not the record. */
const NO_TYPECHECK = process.env['BENCH_HINT_PROOF_NO_TYPECHECK'] === '1';

const sbAdmin: ProofApp = {
  app: 'sb-admin-2',
  kind: 'HTML pages (Bootstrap 4, jQuery)',
  start: 'login.html',
  misses: [
    "DataTables draws the staff table's search field, page length, sort headers and pager at run time: no element of the pages renders them, and the command reports them (\"rendered by code outside the app's files\"); the authors hint them in the script's own callbacks.",
    "Bootstrap's dropdown toggles (`data-toggle=\"dropdown\"`: the topbar's alerts, messages and user menus, the chart cards' menus, the narrow search) are suggested as `action`, not `toggle`, and their ids come from a badge's count or the page's own file name (`nav.3`, `earnings-overview.index-html`): the suggestion rules, not the placing.",
    'The dropdowns\' items are `<a href="#">`: suggested as `action` where the authors wrote `navigation`; "Show All Alerts" is suggested as a `toggle`.',
  ],
  async prepare(dir) {
    await markedTemplate('sb-admin-2', await realAppSpec('sb-admin-2'), dir);
  },
  // The pages are the app: its build is a copy.
  async build(dir, out) {
    await cp(dir, out, { recursive: true });
  },
};

/**
 * The Vite config of the Quasar project: what Quasar's CLI (@quasar/app-vite) gives Vite for it
 * (plugin-vue, the `@` alias, `#q-app`, its env, the page rendered and its entry), standing in for
 * quasar.config.js, which the command does not read.
 */
const QUASAR_VITE_CONFIG = (renderTemplate: string) => `import vue from '@vitejs/plugin-vue';
import { fileURLToPath } from 'node:url';
import { renderTemplate } from ${JSON.stringify(renderTemplate)};

const Q_APP = ${JSON.stringify(QUASAR_CLI.qApp)};
export default {
  plugins: [
    vue(),
    {
      name: 'quasar-cli',
      resolveId: (id) => (id === '#q-app' ? '\\0q-app' : undefined),
      load: (id) => (id === '\\0q-app' ? Q_APP : undefined),
      transformIndexHtml: (html) =>
        renderTemplate(
          html,
          { productName: 'Quasar App', productDescription: 'A Quasar Project', ctx: { dev: true, prod: false, mode: { spa: true } } },
          { varName: false },
        ).replace('<!-- quasar:entry-point -->', '<div id="q-app"></div><script type="module" src="/quasar-entry.ts"></script>'),
    },
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Quasar's fonts lie in the test packages, outside the project.
  server: { fs: { allow: [fileURLToPath(new URL('../../..', import.meta.url))] } },
  // The page names its entry only once rendered: Vite's scan of the dependencies to pre-bundle starts there.
  optimizeDeps: { entries: ['quasar-entry.ts'] },
  // The build (test/support/vue-bundle.ts) runs no PostCSS: nor does the dev server (its autoprefixer is not installed).
  css: { postcss: { plugins: [] } },
  define: ${JSON.stringify(QUASAR_CLI.env)},
};
`;

const quasar: ProofApp = {
  app: 'quasar-app',
  kind: 'Vue 3 single-file components (Quasar 2)',
  start: 'index.html#/',
  misses: [
    'The menu button toggles the drawer but exposes no state (no `aria-expanded`): suggested as `action`; the authors bind `aria-expanded` themselves and hint a `toggle`.',
  ],
  async prepare(dir) {
    const scratch = `${dir}.template`;
    await markedTemplate('quasar-app', await realAppSpec('quasar-app'), scratch);
    const project = await scaffoldQuasarProject(scratch);
    await rename(project, dir);
    await rm(scratch, { recursive: true });
    await cp(QUASAR_CLI.entry, join(dir, 'quasar-entry.ts'));
    const template = join(packageFolder('create-quasar', realAppFolder('quasar-app')), 'lib', 'template.js');
    await writeFile(join(dir, 'vite.config.js'), QUASAR_VITE_CONFIG(template));
  },
  build: (dir, out) => buildQuasarProject(dir, out),
};

/** The page a Vite app of react-admin's stories serves: app.tsx as its module. */
const REACT_ADMIN_DEV_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>react-admin: books</title>
</head>
<body>
<div id="root"></div>
<script type="module" src="/app.tsx"></script>
</body>
</html>
`;

const TSGO = join(ROOT, 'test/node_modules/.bin/tsgo');

const reactAdmin: ProofApp = {
  app: 'react-admin',
  kind: 'React 19 + MUI (react-admin)',
  start: 'index.html',
  misses: [
    "The app is react-admin's own stories: its controls are drawn by the library's generic components (one header cell for every sort button, one button for every toolbar action, one row for every record), so one element of the source renders controls the review gives different ids, labels and roles. The command reports each of them to be written by hand; the authors wrote template expressions inside the library's files (`` `list.sort.${source}` ``).",
    "Two of its stories run without react-admin's English messages: a control reads its raw message key there (`ra.action.export`) and the English word in the others, so one element of the source is given two ids by two states (`main.export`, `main.ra-action-export`), and the command reports it rather than choose one (40 of the 78 elements given different ids).",
    "A row's controls (its checkbox, its delete button) are components that read their record from React's context (`useRecordContext`), not from a prop: nothing they are given carries the row's key, and the command reports them as rows of a list in another file.",
    'Saving the edit form moves to the list: the click proves a navigation, where the authors wrote `action`.',
  ],
  async prepare(dir) {
    const folder = realAppFolder('react-admin');
    await markedTemplate('react-admin', await realAppSpec('react-admin'), dir);
    await cp(join(folder, 'app.tsx'), join(dir, 'app.tsx'));
    await writeFile(join(dir, 'index.html'), REACT_ADMIN_DEV_PAGE);
    await writeFile(
      join(dir, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\n\nexport default { plugins: [react()] };\n",
    );
    await writeFile(
      join(dir, 'tsconfig.json'),
      `${JSON.stringify(
        {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            noEmit: true,
            types: [],
          },
          // The sources too: Vite reads each file's options from the tsconfig that includes it, and a
          // file no tsconfig here includes would take one from the folders above (this repository's).
          include: ['app.tsx', 'src'],
          exclude: ['src/**/*.spec.tsx', 'src/**/*.spec.ts', 'src/**/*.stories.tsx'],
        },
        null,
        2,
      )}\n`,
    );
  },
  async build(dir, out) {
    await mkdir(out, { recursive: true });
    await build({ ...BROWSER_BUNDLE, entryPoints: { app: join(dir, 'app.tsx') }, outdir: out, tsconfigRaw: {} });
    await cp(join(realAppFolder('react-admin'), 'index.html'), join(out, 'index.html'));
  },
  ...(NO_TYPECHECK ? {} : { typecheck }),
};

async function typecheck(dir: string): Promise<string[]> {
  const run = await promisify(execFile)(TSGO, ['-p', join(dir, 'tsconfig.json')], { maxBuffer: 64 << 20 }).catch(
    (err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }),
  );
  return run.stdout.split('\n').filter((line) => /error TS\d+/.test(line));
}

/** The apps the proof runs on, in the order BENCHMARKS.md lists them. */
export const PROOF_APPS: readonly ProofApp[] = [reactAdmin, quasar, sbAdmin];
