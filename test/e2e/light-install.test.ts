// A user's `npm install` in a fresh clone: the checkout's files as a clone has them (those git
// tracks, and new ones it does not ignore) copied into a temporary folder, then `npm install` there.
// It builds dist/, which the plugin runs, and brings only what builds, runs and lints the server:
// none of the test packages (test/package.json), and node_modules within 300 MB.

import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROOT } from '../support/cli.js';

const run = promisify(execFile);
/** The most a checkout's node_modules may hold after `npm install`. */
const MAX_INSTALL_BYTES = 300 * 1024 * 1024;

let clone: string;

/** The disk space a folder takes, as `du` counts it: allocated blocks, each hard-linked file once. */
async function diskUsage(folder: string): Promise<number> {
  const seen = new Set<number>();
  let bytes = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const stats = await lstat(join(entry.parentPath, entry.name));
    if (seen.has(stats.ino)) continue;
    seen.add(stats.ino);
    bytes += stats.blocks * 512;
  }
  return bytes;
}

beforeAll(async () => {
  clone = await mkdtemp(join(tmpdir(), 'semantic-hints-clone-'));
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  // A file deleted in the work tree but still tracked is not in a clone of the change.
  const files = stdout.split('\0').filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) await cp(join(ROOT, file), join(clone, file));
  // A user's shell: no npm script variables, no NODE_PATH.
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && !name.toLowerCase().startsWith('npm_') && name !== 'NODE_PATH') env[name] = value;
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: clone,
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}, 900_000);

afterAll(async () => {
  if (clone) await rm(clone, { recursive: true, force: true });
});

it('`npm install` in a fresh clone builds dist/ and brings none of the test packages, within 300 MB', async () => {
  expect(existsSync(join(clone, 'dist', 'index.js'))).toBe(true);
  expect(existsSync(join(clone, 'dist', 'server', 'serve-stdio.js'))).toBe(true);
  expect(existsSync(join(clone, 'test', 'node_modules'))).toBe(false);
  const testPackages = Object.keys(
    (JSON.parse(readFileSync(join(clone, 'test', 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
      .dependencies,
  );
  expect(testPackages).toContain('@anthropic-ai/claude-code');
  const installed = testPackages.filter((name) => existsSync(join(clone, 'node_modules', name)));
  expect(installed).toEqual([]);
  const bytes = await diskUsage(join(clone, 'node_modules'));
  expect(bytes, `${(bytes / 2 ** 20).toFixed(0)} MB`).toBeLessThanOrEqual(MAX_INSTALL_BYTES);
});
