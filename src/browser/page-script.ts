// The in-page code, bundled once into a script that installs `__semanticHints` in the world it runs in,
// and the small activity recorder installed at every document start.
// src/page is split into small modules; the browser needs one script each, so esbuild joins them.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

type Entry = 'entry-point' | 'activity-entry';

const bundles = new Map<Entry, Promise<string>>();

function entryPoint(entry: Entry): string {
  // Next to this file's folder: src/page/<entry>.ts under tsx, dist/page/<entry>.js once built.
  for (const name of [`${entry}.ts`, `${entry}.js`]) {
    const path = fileURLToPath(new URL(`../page/${name}`, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(
    `The in-page code (page/${entry}) is missing next to the browser folder: reinstall or rebuild the package.`,
  );
}

async function bundlePageCode(entry: Entry): Promise<string> {
  const result = await build({
    entryPoints: [entryPoint(entry)],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no output for the in-page code.');
  return file.text;
}

function bundled(entry: Entry): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = bundlePageCode(entry).catch((err: unknown) => {
      bundles.delete(entry);
      throw err;
    });
    bundles.set(entry, bundle);
  }
  return bundle;
}

/** The bundled in-page script, built on first use and reused for the life of the process. */
export const pageScript = (): Promise<string> => bundled('entry-point');

/** The activity recorder (src/page/activity.ts), for every document start. */
export const activityScript = (): Promise<string> => bundled('activity-entry');
