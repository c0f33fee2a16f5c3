// How the app is made from create-quasar's app template, as a developer's `npm create quasar` and
// `quasar build` would make it, for one fixed set of answers: JavaScript, plain CSS (no Sass), no
// linter, routes written by hand (not from file names), no Pinia, no i18n; product "Quasar App".
// create-quasar's own scaffolding script renders the copied (and, in the hinted build, edited)
// template into a project folder; then what Quasar's CLI does for a single-page app: index.html
// rendered with the product's name, the app mounted on `#q-app`, `public/` beside it, the
// components compiled and bundled (test/support/vue-bundle.ts) from entry.ts.

import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RealAppBuildStep } from '../../support/real-apps.js';
import { bundleVueApp } from '../../support/vue-bundle.js';

const PACKAGE_ROOT = dirname(createRequire(import.meta.url).resolve('create-quasar/package.json'));
const ENTRY = fileURLToPath(new URL('entry.ts', import.meta.url));

/** The answers to create-quasar's questions (all prompts are skipped for what the scope holds). */
const ANSWERS = { name: 'quasar-project', product: 'Quasar App', preset: [] as string[] };

/** quasar.config.js as the template writes it: `build.vueRouterMode: 'hash'`, an SPA, no vueRouterBase. */
const QUASAR_ENV = {
  'import.meta.env.QUASAR_SERVER': 'false',
  'import.meta.env.QUASAR_VUE_ROUTER_MODE': '"hash"',
  'import.meta.env.QUASAR_VUE_ROUTER_BASE': '""',
};

/** What `#q-app` gives a Quasar app's files: its define* wrappers hand back the function they wrap. */
const Q_APP = 'export const defineRouter = (callback) => callback;';

interface Scaffolder {
  createQuasarScript(args: { scope: Record<string, unknown>; utils: Record<string, unknown> }): Promise<void>;
}
type Utils = Record<string, unknown> & { prompts: Record<string, unknown> };
type Render = (text: string, scope: Record<string, unknown>, options?: { varName: false }) => string;

const load = async <T>(file: string): Promise<T> => (await import(pathToFileURL(file).href)) as T;

async function scaffold(out: string, project: string): Promise<void> {
  const { default: utils } = await load<{ default: Utils }>(join(PACKAGE_ROOT, 'lib', 'utils.js'));
  // The same utilities, with its progress line kept off the test's output.
  const quiet = { ...utils, prompts: { ...utils.prompts, taskLog: () => ({ success: () => undefined }) } };
  const scope = { ...ANSWERS, projectFolder: project, projectFolderName: ANSWERS.name, meta: {} };
  const script = await load<Scaffolder>(join(out, 'templates', 'app', 'create-quasar-script.js'));
  await script.createQuasarScript({ scope, utils: quiet });
}

/** index.html as Quasar's CLI writes it for an SPA: its placeholders filled, the app's mount point and files. */
async function writePage(project: string, out: string): Promise<void> {
  const { renderTemplate } = await load<{ renderTemplate: Render }>(join(PACKAGE_ROOT, 'lib', 'template.js'));
  const manifest = JSON.parse(await readFile(join(project, 'package.json'), 'utf8')) as {
    productName: string;
    description: string;
  };
  const page = renderTemplate(
    await readFile(join(project, 'index.html'), 'utf8'),
    {
      productName: manifest.productName,
      productDescription: manifest.description,
      ctx: { dev: false, prod: true, mode: { spa: true } },
    },
    { varName: false },
  )
    .replace('<!-- quasar:entry-point -->', '<div id="q-app"></div>')
    .replace(
      '</head>',
      '  <script defer src="app.js"></script>\n    <link rel="stylesheet" href="app.css">\n  </head>',
    );
  await writeFile(join(out, 'index.html'), page);
}

/**
 * The project create-quasar makes from the template copied (and edited) into `out`: rendered into
 * `out/project`, whose path it returns.
 */
export async function scaffoldQuasarProject(out: string): Promise<string> {
  const project = join(out, 'project');
  await scaffold(out, project);
  return project;
}

/** What Quasar's CLI builds of a project for a single-page app: the page, `public/` and the bundle, in `out`. */
export async function buildQuasarProject(project: string, out: string): Promise<void> {
  await mkdir(out, { recursive: true });
  await writePage(project, out);
  await cp(join(project, 'public'), out, { recursive: true });
  await bundleVueApp({
    entry: ENTRY,
    sourceRoot: join(project, 'src'),
    outdir: out,
    virtual: { '#q-app': Q_APP },
    define: QUASAR_ENV,
  });
}

/** The stand-ins for Quasar's CLI that a Vite config of the project needs: its entry, `#q-app` and env. */
export const QUASAR_CLI = { entry: ENTRY, qApp: Q_APP, env: QUASAR_ENV };

export const quasarApp: RealAppBuildStep = {
  // This file, the entry, the compiler and the bundle settings it takes from the fixture apps.
  sources: [
    fileURLToPath(import.meta.url),
    ENTRY,
    ...['vue-bundle.ts', 'fixture-apps.ts'].map((file) =>
      fileURLToPath(new URL(`../../support/${file}`, import.meta.url)),
    ),
  ],
  async run(out) {
    const project = await scaffoldQuasarProject(out);
    await buildQuasarProject(project, out);
    // What is served is the page and its files; the template and the project they came from go.
    await rm(join(out, 'templates'), { recursive: true });
    await rm(project, { recursive: true });
  },
};
