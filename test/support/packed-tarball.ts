// The package's tarball as a user's install gets it: `npm pack` of the checkout, which runs
// `prepack` (`npm run build`, dist/ built anew). Packed once a test run, under the dist/ lock, into
// the run's folder: every file that installs the package (install.test.ts,
// playwright-package.test.ts) installs the same tarball, and none packs it again.

import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { DIST_LOCK, withFileLock } from './file-lock.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A user's shell: no npm script variables, and no NODE_PATH (the checkout's test packages are not the package's). */
function packEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !name.toLowerCase().startsWith('npm_') && name !== 'NODE_PATH') env[name] = value;
  return env;
}

/** The path of the run's tarball of the package, packed by the first file that asks. */
export async function packedTarball(): Promise<string> {
  const folder = join(inject('runFolder'), 'pack');
  return withFileLock(DIST_LOCK, async () => {
    const done = await readdir(folder).catch(() => []);
    const found = done.find((name) => name.endsWith('.tgz'));
    if (found) return join(folder, found);
    // Packed beside, then moved in whole: a pack that fails leaves nothing a later file would take.
    const partial = await mkdtemp(`${folder}-`);
    try {
      await promisify(execFile)('npm', ['pack', '--pack-destination', partial], { cwd: ROOT, env: packEnv() });
      const tarball = (await readdir(partial)).find((name) => name.endsWith('.tgz'));
      if (!tarball) throw new Error(`npm pack wrote no tarball into ${partial}`);
      await mkdir(folder, { recursive: true });
      await rename(join(partial, tarball), join(folder, tarball));
      return join(folder, tarball);
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  });
}
