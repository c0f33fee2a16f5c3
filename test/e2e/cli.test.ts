// The `semantic-hints` command line run as a child process, for what only the process shows: a
// browser of its own with --launch, exit codes reaching the shell, and the browser command with
// its Ctrl-C. What a review finds and prints is tested in this process (test/tools/cli-review.test.ts).

import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PLAYWRIGHT_MCP_VERSION } from '../../src/shared/version.js';
import { ROOT, cli, cliEnv as env } from '../support/cli.js';

const cleanUrl = () => new URL('fixtures/clean.html', inject('fixtureUrl')).href;

describe('review', () => {
  it('reviews in a browser of its own with --launch', async () => {
    const run = await cli('review', cleanUrl(), '--launch', '--json');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ url: cleanUrl(), coverage: 100, gaps: {}, total: 0 });
  });
});

it('prints help with --help and exits 0, and exits 2 on an unknown command', async () => {
  const run = await cli('--help');
  expect(run.code).toBe(0);
  expect(run.stdout).toContain('semantic-hints review <url>');
  expect(run.stdout).toContain('--screenshot <file>');
  const command = await cli('frobnicate');
  expect(command.code).toBe(2);
  expect(command.stderr).toContain('Unknown command "frobnicate"');
});

it('browser starts a shared Chromium, prints how to attach, and stops it on Ctrl-C', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'browser', '--port', '0'], {
    cwd: ROOT,
    env: env(),
  });
  let stdout = '';
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  try {
    const endpoint = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /CDP endpoint: (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (match && stdout.includes('Ctrl-C')) resolve(match[1]!);
      });
      void exited.then((code) => reject(new Error(`browser exited early (${code}): ${stdout}`)));
    });
    // Registration for every folder, with the bin an install puts on the PATH (test/e2e/install.test.ts
    // runs these very commands with the real Claude Code CLI).
    expect(stdout).toContain(
      `claude mcp add --scope user playwright -- npx @playwright/mcp@${PLAYWRIGHT_MCP_VERSION} --cdp-endpoint ${endpoint}`,
    );
    expect(stdout).toContain(
      `claude mcp add --scope user semantic-hints -e SEMANTIC_HINTS_CDP_URL=${endpoint} -- semantic-hints-mcp`,
    );
    const pid = Number(/pid (\d+)/.exec(stdout)?.[1]);
    expect(pid).toBeGreaterThan(0);

    const browser = await chromium.connectOverCDP(endpoint);
    expect(browser.version()).toMatch(/\d+\./);
    await browser.close();

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(() => process.kill(pid, 0)).toThrow();
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
