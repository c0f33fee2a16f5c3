// The bin's life cycle: it starts, serves, and leaves cleanly, and never takes the shared browser with it.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { compileCacheEnv } from '../support/cli.js';
import { startMcpServer } from '../support/mcp.js';
import { workerCdpUrl } from '../support/test-env.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function browserStillUp(): Promise<boolean> {
  const browser = await chromium.connectOverCDP(workerCdpUrl());
  const connected = browser.isConnected();
  await browser.close();
  return connected;
}

it('exits when stdin closes, and the shared browser keeps running', async () => {
  const server = await startMcpServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
  await server.ok('semantic_snapshot', { url: inject('fixtureUrl'), scope: 'cart.total' });
  await server.close();
  expect(server.stderr()).toMatch(/shutting down \(stdin closed\)/);
  expect(await browserStillUp()).toBe(true);
});

it('exits 0 on SIGTERM after attaching, writing nothing but protocol to stdout', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'], SEMANTIC_HINTS_CDP_URL: workerCdpUrl(), ...compileCacheEnv() },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<void>((resolve) => child.stderr.on('data', () => stderr.includes('ready') && resolve()));
  await ready;
  const exit = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = (await exit) as [number | null];
  expect(code).toBe(0);
  expect(stderr).toMatch(/shutting down \(SIGTERM\)/);
  expect(stdout).toBe('');
  expect(await browserStillUp()).toBe(true);
});

it('refuses an invalid configuration at start, naming the variable, with exit code 2', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'], SEMANTIC_HINTS_LAUNCH_BROWSER: 'sometimes', ...compileCacheEnv() },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code).toBe(2);
  expect(stderr).toContain('SEMANTIC_HINTS_LAUNCH_BROWSER="sometimes" is not a boolean');
});

/** The bin from source with `args`, to its exit; stdin closed, so a server that started would end too. */
async function bin(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'], SEMANTIC_HINTS_CDP_URL: 'http://127.0.0.1:9', ...compileCacheEnv() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

it('prints its help and version and exits 0, without serving; refuses any other argument', async () => {
  const [help, version, typo] = await Promise.all([bin('--help'), bin('--version'), bin('--cdp-url')]);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain('Usage:\n  semantic-hints-mcp ');
  expect(help.stdout).toContain('semantic-hints doctor');
  // Nothing of a server: no "ready" line, no attach.
  expect(help.stderr).toBe('');
  expect(version.code).toBe(0);
  expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  expect(typo.code).toBe(2);
  expect(typo.stderr).toContain('takes no arguments but --help and --version, got: --cdp-url');
  expect(typo.stdout).toBe('');
});

it('says that a CDP endpoint lacks its scheme, showing it', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'], SEMANTIC_HINTS_CDP_URL: '127.0.0.1:9333', ...compileCacheEnv() },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code).toBe(2);
  expect(stderr).toContain('SEMANTIC_HINTS_CDP_URL="127.0.0.1:9333" has no scheme: write it as http://127.0.0.1:9333.');
});
