// The in-page code, bundled once into a script that installs `__semanticHints` in the world it runs in.
// src/page is split into small modules; the browser needs one script, so esbuild joins them.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

let bundle: Promise<string> | undefined;

function entryPoint(): string {
  // Next to this file's folder: src/page/bundle-entry.ts under tsx, dist/page/bundle-entry.js once built.
  for (const name of ['bundle-entry.ts', 'bundle-entry.js']) {
    const path = fileURLToPath(new URL(`../page/${name}`, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error(
    'The in-page code (page/bundle-entry) is missing next to the browser folder: reinstall or rebuild the package.',
  );
}

async function bundlePageCode(): Promise<string> {
  const result = await build({
    entryPoints: [entryPoint()],
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

/** The bundled in-page script, built on first use and reused for the life of the process. */
export function pageScript(): Promise<string> {
  bundle ??= bundlePageCode().catch((err: unknown) => {
    bundle = undefined;
    throw err;
  });
  return bundle;
}
