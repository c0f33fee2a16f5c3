// The fixture apps: every folder under test/apps with an index.html is one, bundled with esbuild on
// demand. The folder list is the registry: global setup, the typecheck and the docs test read it.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BuildOptions } from 'esbuild';
import { withFileLock } from './file-lock.js';
import { LOCKFILES } from '../../scripts/test-deps.js';

const APPS_ROOT = fileURLToPath(new URL('../apps/', import.meta.url));

/** The fixture apps, by folder under test/apps, in name order. */
export const FIXTURE_APPS: readonly string[] = readdirSync(APPS_ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(APPS_ROOT, entry.name, 'index.html')))
  .map((entry) => entry.name)
  .sort();
export type FixtureApp = string;

/** An app's folder, for its tsconfig and its README. */
export const fixtureAppFolder = (app: FixtureApp): string => join(APPS_ROOT, app);

/** An app's page, as a path under the fixture server's root (test/). */
export function fixtureAppPath(app: FixtureApp): string {
  if (!FIXTURE_APPS.includes(app))
    throw new Error(`No fixture app "${app}": test/apps holds ${FIXTURE_APPS.join(', ')} (a folder with index.html).`);
  return `/apps/${app}/index.html`;
}

/** The Radix app's page. */
export const COMPONENT_APP_PATH = fixtureAppPath('components');

const built = new Map<FixtureApp, Promise<string>>();

/**
 * Bundles test/apps/<app> into dist/ beside it and returns the app's page path. A build is kept
 * while the app's sources, the lockfiles and this file are unchanged (dist/.source-hash), and taken
 * under a lock, so that test workers running at once build each app once per change.
 */
export function buildFixtureApp(app: FixtureApp): Promise<string> {
  let done = built.get(app);
  if (!done) {
    done = buildUnlessCurrent(app);
    built.set(app, done);
  }
  return done;
}

async function buildUnlessCurrent(app: FixtureApp): Promise<string> {
  const path = fixtureAppPath(app);
  const folder = fixtureAppFolder(app);
  const hashFile = join(folder, 'dist', '.source-hash');
  const hash = await sourceHash(folder);
  const current = async () => (await readFile(hashFile, 'utf8').catch(() => '')) === hash;
  if (await current()) return path;
  await withFileLock(join(folder, '.build-lock'), async () => {
    if (await current()) return;
    await bundle(folder);
    await writeFile(hashFile, hash);
  });
  return path;
}

/** The app's sources (dist/ aside), the installed library versions and this build's options. */
async function sourceHash(folder: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/^(dist|\.build-lock)(\/|$)/.test(relative(folder, file)))
    .sort();
  for (const file of [...files, ...LOCKFILES, fileURLToPath(import.meta.url)])
    hash
      .update(`${relative(folder, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}

/**
 * How an app is bundled for the test Chromium: one IIFE, minified as in production, with the
 * defines and loaders the libraries' bundles ask for, their fonts and pictures beside it. The real
 * apps' bundled stories and their Vue build take the same settings.
 */
export const BROWSER_BUNDLE: BuildOptions = {
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'chrome120',
  jsx: 'automatic',
  minify: true,
  define: {
    'process.env.NODE_ENV': '"production"',
    // Other environment reads of a library's bundle (Vuetify's logger switch) find nothing set.
    'process.env': '{}',
    // Vue's compile-time flags, as its bundler docs ask of every build.
    __VUE_OPTIONS_API__: 'true',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.eot': 'file', '.svg': 'file' },
  logLevel: 'silent',
};

async function bundle(folder: string): Promise<void> {
  // A React app's entry is app.tsx; the Vue app's is app.ts.
  const entry = existsSync(join(folder, 'app.tsx')) ? join(folder, 'app.tsx') : join(folder, 'app.ts');
  // Written aside, then renamed: a reader never sees half a bundle. A library's CSS imports
  // come out as app.css beside app.js.
  const partial = join(folder, 'dist', `.partial-${process.pid}`);
  await rm(partial, { recursive: true, force: true });
  await build({ ...BROWSER_BUNDLE, entryPoints: { app: entry }, outdir: partial });
  await mkdir(join(folder, 'dist'), { recursive: true });
  for (const file of await readdir(partial)) await rename(join(partial, file), join(folder, 'dist', file));
  await rm(partial, { recursive: true, force: true });
}
