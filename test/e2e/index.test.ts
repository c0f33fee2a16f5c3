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
