// The test packages: test/package.json and its lockfile, a project of its own, installed into
// test/node_modules (where every file under test/ resolves its imports). They are the fixture apps'
// and real apps' libraries, the Claude Code CLI, the bundled Chromium (@sparticuz/chromium), tsgo
// and the test-only libraries: kept out of the checkout's own install, which brings only what
// builds, runs and lints the server. They are installed when missing or when the lockfile changed:
// by `npm run test:deps` (CI runs it before `npm test`, so that the install is not counted in the
// tests' time), and by whatever needs them first: the tests' global setup, the type check, the
// lint, the benchmark.
//
//   npx tsx scripts/test-deps.ts

import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withFileLock } from '../test/support/file-lock.js';

/** The test project's folder (test/). */
export const TEST_PROJECT = fileURLToPath(new URL('../test/', import.meta.url));
const TEST_MODULES = join(TEST_PROJECT, 'node_modules');

/**
 * The lockfiles a build from the test packages depends on: the checkout's (esbuild, TypeScript) and
 * the test project's (the libraries).
 */
export const LOCKFILES: readonly string[] = [
  fileURLToPath(new URL('../package-lock.json', import.meta.url)),
  join(TEST_PROJECT, 'package-lock.json'),
];

/** `require` as from the test project: a test package's files, from code outside test/. */
export const testRequire = createRequire(join(TEST_PROJECT, 'package.json'));

/**
 * Installs `folder`'s package-lock.json into its node_modules with `npm ci`, unless the lockfile
 * installed last is the same (its hash is kept in node_modules/.semantic-hints-lock), under a lock
 * so that processes running at once (test workers) install once.
 */
export async function installLockfile(folder: string): Promise<void> {
  const lockfile = join(folder, 'package-lock.json');
  const stamp = join(folder, 'node_modules', '.semantic-hints-lock');
  const digest = createHash('sha256').update(readFileSync(lockfile)).digest('hex');
  const current = async () => (await readFile(stamp, 'utf8').catch(() => '')) === digest;
  if (await current()) return;
  await withFileLock(join(folder, '.install-lock'), async () => {
    if (await current()) return;
    process.stderr.write(`Installing ${lockfile} into ${join(folder, 'node_modules')} (npm ci)\n`);
    await new Promise<void>((resolve, reject) =>
      execFile(
        'npm',
        ['ci', '--prefix', folder, '--no-audit', '--no-fund', '--loglevel=error'],
        { maxBuffer: 16 * 1024 * 1024 },
        (err, _stdout, stderr) => (err ? reject(new Error(`npm ci in ${folder} failed:\n${stderr}`)) : resolve()),
      ),
    );
    await writeFile(stamp, digest);
  });
}

/**
 * Puts test/node_modules on NODE_PATH, where installed, for this process and those it starts: the
 * server finds the bundled Chromium there (src/browser/bundled-chromium.ts reads NODE_PATH).
 */
export function useTestDeps(): void {
  if (!existsSync(TEST_MODULES)) return;
  const paths = (process.env['NODE_PATH'] ?? '').split(delimiter).filter(Boolean);
  if (!paths.includes(TEST_MODULES)) process.env['NODE_PATH'] = [TEST_MODULES, ...paths].join(delimiter);
}

/** Installs the test packages when they are missing or stale, then puts them on NODE_PATH. */
export async function ensureTestDeps(): Promise<void> {
  await installLockfile(TEST_PROJECT);
  useTestDeps();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await ensureTestDeps();
