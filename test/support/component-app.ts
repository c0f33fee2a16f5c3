// The component-library fixture apps (test/apps/<folder>): each bundled with esbuild on demand.

import { rename } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The fixture apps, by folder under test/apps: Radix (`components`), Headless UI (`headless`) and a
 * shadcn-style form of Radix primitives and cmdk (`forms`).
 */
export type FixtureApp = 'components' | 'headless' | 'forms';

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
  const outfile = `${folder}dist/app.js`;
  // Written aside, then renamed: a reader never sees half a bundle.
  const partial = `${outfile}.${process.pid}.tmp`;
  await build({
    entryPoints: [`${folder}app.tsx`],
    outfile: partial,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  await rename(partial, outfile);
  return fixtureAppPath(app);
}
