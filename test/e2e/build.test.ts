// The package as it ships: `npm run build` output, started the way `claude mcp add … node dist/index.js` starts it.

import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { expect, inject, it } from 'vitest';
import { DIST_LOCK, withFileLock } from '../support/file-lock.js';
import { workerCdpUrl } from '../support/test-env.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** tsc, then the server bundled beside the bin's entry, as `npm run build` does (its page bundle is built already). */
async function buildDist(): Promise<void> {
  await promisify(execFile)(process.execPath, [`${ROOT}node_modules/typescript/bin/tsc`, '-p', 'tsconfig.build.json'], {
    cwd: ROOT,
  });
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/bundle-server.ts'], { cwd: ROOT });
}

// dist/ is the install test's too (its `npm pack` builds it): built and run under the lock.
it('the built bins answer --help and --version, and the server serves the tools over stdio', () =>
  withFileLock(DIST_LOCK, async () => {
    await buildDist();
    await answersAsBins();
    await servesOverStdio();
  }));

/** Both bins print their help and version and exit 0, without starting anything. */
async function answersAsBins(): Promise<void> {
  const { version } = JSON.parse(await readFile(`${ROOT}package.json`, 'utf8')) as { version: string };
  const run = (bin: string, arg: string) =>
    promisify(execFile)(process.execPath, [bin, arg], { cwd: ROOT, env: { PATH: process.env['PATH'] ?? '' } });
  for (const bin of ['dist/index.js', 'dist/cli.js']) expect((await run(bin, '--version')).stdout).toBe(`${version}\n`);
  const serverHelp = await run('dist/index.js', '--help');
  expect(serverHelp.stdout).toContain('Usage:\n  semantic-hints-mcp ');
  expect(serverHelp.stdout).toContain('SEMANTIC_HINTS_CDP_URL');
  expect(serverHelp.stderr).toBe('');
  expect((await run('dist/cli.js', '--help')).stdout).toContain('semantic-hints doctor');
}

async function servesOverStdio(): Promise<void> {
  // The server is one file: it imports Node's own modules, and playwright-core when it attaches.
  const server = await readFile(`${ROOT}dist/server/serve-stdio.js`, 'utf8');
  const imported = [...server.matchAll(/^import .* from ["']([^"']+)["'];?$/gm)].map((match) => match[1]!);
  expect(imported.filter((name) => !name.startsWith('node:'))).toEqual([]);
  expect(server).toContain('import("playwright-core")');
  // The compile cache is on: the start writes the compiled modules where NODE_COMPILE_CACHE says.
  const cache = await mkdtemp(join(tmpdir(), 'semantic-hints-compile-cache-'));
  const client = new Client({ name: 'build-test', version: '0.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['dist/index.js'],
      cwd: ROOT,
      env: { PATH: process.env['PATH'] ?? '', SEMANTIC_HINTS_CDP_URL: workerCdpUrl(), NODE_COMPILE_CACHE: cache },
      stderr: 'ignore',
    }),
  );
  try {
    const result = await client.callTool({
      name: 'semantic_snapshot',
      arguments: { url: inject('fixtureUrl'), scope: 'controls' },
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({
      screen: 'fixture.page',
      slider: [{ id: 'filters.price', value: 250 }],
    });
    expect(await readdir(cache, { recursive: true })).not.toEqual([]);
  } finally {
    await client.close();
    await rm(cache, { recursive: true, force: true });
  }
}
