// The component-library fixture app (test/apps/components): bundled with esbuild on demand.

import { rename } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The app's page, as a path under the fixture server's root (test/). */
export const COMPONENT_APP_PATH = '/apps/components/index.html';

const folder = fileURLToPath(new URL('../apps/components/', import.meta.url));

let built: Promise<string> | undefined;

/**
 * Bundles the app into test/apps/components/dist/app.js (once per process) and returns
 * COMPONENT_APP_PATH. Serve test/ as the root (as global setup does) and open origin + path.
 */
export function buildComponentApp(): Promise<string> {
  built ??= (async () => {
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
    return COMPONENT_APP_PATH;
  })();
  return built;
}
