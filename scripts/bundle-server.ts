// Bundles the stdio server (src/server/serve-stdio.ts, with the SDK, zod and every other package but
// playwright-core) into one module, beside the bin's entry (src/index.ts), which imports it once
// the compile cache is on (src/shared/compile-cache.ts). A start then resolves and reads one file instead
// of a few hundred; playwright-core, loaded at the first attach, is already one bundle of its own.
// `npm run build` writes them over tsc's output in dist/ (same exports, one file), and the bench's
// servers are built the same way (bench/built-server.ts).
//
//   npx tsx scripts/bundle-server.ts [outdir]      (dist/ by default)

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The module the entry imports once the compile cache is on: bundled in its own file. */
const SERVER = './server/serve-stdio.js';

const COMMON = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  logLevel: 'warning',
} as const;

/**
 * Bundles a module that runs the server (src/server/serve-stdio.ts, or the bench's server with its
 * baseline tool) into `outdir`, with every package but playwright-core.
 */
export async function bundleServerModule(entry: string, outdir: string): Promise<void> {
  await build({
    ...COMMON,
    outdir,
    entryPoints: [entry],
    external: ['playwright-core'],
    // CommonJS packages bundled into an ES module (ajv) may still require Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
  });
}

/**
 * Writes `outdir`/index.js (the entry) and `outdir`/server/serve-stdio.js (the server, bundled).
 * `outdir` must sit one folder below the package root, as dist/ does: the server, in its server/
 * folder, reads ../../package.json for its version (src/shared/version.ts).
 */
export async function bundleServer(outdir: string): Promise<void> {
  // No source maps: the server's would outweigh the rest of the package. tsc's no longer fit.
  for (const map of ['index.js.map', 'server/serve-stdio.js.map']) rmSync(join(outdir, map), { force: true });
  await build({ ...COMMON, outdir, entryPoints: [`${ROOT}src/index.ts`], external: [SERVER] });
  await bundleServerModule(`${ROOT}src/server/serve-stdio.ts`, join(outdir, 'server'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  await bundleServer(process.argv[2] ?? `${ROOT}dist`);
