// Runs a TypeScript entry from source (`tsx scripts/from-source.ts <entry> [args]`: the dev server,
// the review command, the demo, the benchmark, the docs generator) once the page bundle it loads is
// current, so that no npm script needs a build step of its own. Where the test packages are
// installed, the bundled Chromium among them is found (CHROMIUM=bundled; scripts/test-deps.ts).

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPageBundle } from './build-page-bundle.js';
import { useTestDeps } from './test-deps.js';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  process.stderr.write('Usage: tsx scripts/from-source.ts <entry.ts> [arguments]\n');
  process.exit(2);
}
useTestDeps();
await buildPageBundle();
const path = resolve(entry);
// The entry sees the command line it would see when run by tsx directly.
process.argv = [process.argv[0] ?? process.execPath, path, ...args];
await import(pathToFileURL(path).href);
