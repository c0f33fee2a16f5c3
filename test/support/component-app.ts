// The component-library fixture apps (test/apps/<folder>): each bundled with esbuild on demand.

import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The fixture apps, by folder under test/apps: Radix (`components`), Headless UI (`headless`), a
 * shadcn-style form of Radix primitives and cmdk (`forms`), MUI (`mui`), React Aria Components
 * (`aria`), Ant Design (`antd`), Vue 3 with Vuetify (`vuetify`), and a multi-screen CRM of MUI
 * parts with its own pushState router (`crm`), for the task bench.
 */
export const FIXTURE_APPS = ['components', 'headless', 'forms', 'mui', 'aria', 'antd', 'vuetify', 'crm'] as const;
export type FixtureApp = (typeof FIXTURE_APPS)[number];

/** An app's page, as a path under the fixture server's root (test/). */
export const fixtureAppPath = (app: FixtureApp) => `/apps/${app}/index.html`;

/** The Radix app's page. */
export const COMPONENT_APP_PATH = fixtureAppPath('components');

const built = new Map<FixtureApp, Promise<string>>();

/**
 * Bundles test/apps/<app>/app.tsx into dist/app.js beside it (once per process) and returns the
 * app's page path. Serve test/ as the root (as global setup does) and open origin + path.
 */
export function buildFixtureApp(app: FixtureApp): Promise<string> {
  let done = built.get(app);
  if (!done) {
    done = bundle(app);
    built.set(app, done);
  }
  return done;
}

async function bundle(app: FixtureApp): Promise<string> {
  const folder = fileURLToPath(new URL(`../apps/${app}/`, import.meta.url));
  // A React app's entry is app.tsx; the Vue app's is app.ts.
  const entry = existsSync(`${folder}app.tsx`) ? `${folder}app.tsx` : `${folder}app.ts`;
  // Written aside, then renamed: a reader never sees half a bundle. A library's CSS imports
  // come out as app.css beside app.js.
  const partial = `${folder}dist/.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await build({
    entryPoints: { app: entry },
    outdir: partial,
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
  });
  await mkdir(`${folder}dist`, { recursive: true });
  for (const file of await readdir(partial)) await rename(`${partial}/${file}`, `${folder}dist/${file}`);
  await rm(partial, { recursive: true, force: true });
  return fixtureAppPath(app);
}
