// The `semantic-hints` command line run as a child process, for what only the process shows: a
// browser of its own with --launch, exit codes reaching the shell, and the browser command with
// its Ctrl-C. What a review finds and prints is tested in this process (test/tools/cli-review.test.ts).

import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
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
  expect(run.stdout).toContain('semantic-hints doctor [--json]');
  const version = await cli('--version');
  expect(version.code).toBe(0);
  expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  const command = await cli('frobnicate');
  expect(command.code).toBe(2);
  expect(command.stderr).toContain('Unknown command "frobnicate"');
});

it('browser starts a shared Chromium, prints the next steps of the plugin route, which run as printed, and stops on Ctrl-C', async () => {
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
    // A checkout's route: its plugin, with Claude Code started on this port; no hand registration
    // beside it, and no command that a checkout does not have on the PATH.
    expect(stdout).toContain(`claude plugin marketplace add ${ROOT.replace(/\/$/, '')}\n`);
    expect(stdout).toContain('claude plugin install semantic-hints@semantic-hints-mcp\n');
    expect(stdout).toContain(`  SEMANTIC_HINTS_CDP_URL=${endpoint} claude\n`);
    expect(stdout).not.toContain('claude mcp add');
    expect(stdout).not.toMatch(/^ +semantic-hints /m);
    expect(stdout).toContain(`  npm run review -- http://localhost:8080 --cdp-url ${endpoint}\n`);
    const pid = Number(/pid (\d+)/.exec(stdout)?.[1]);
    expect(pid).toBeGreaterThan(0);

    // The setup check, run from the checkout exactly as printed, finds this browser.
    const check = /^ {2}(SEMANTIC_HINTS_CDP_URL=\S+ npm run doctor)$/m.exec(stdout)?.[1];
    expect(check).toBe(`SEMANTIC_HINTS_CDP_URL=${endpoint} npm run doctor`);
    const doctor = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const shell = spawn('sh', ['-c', check!], { cwd: ROOT, env: env() });
      let out = '';
      shell.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      shell.once('close', (code) => resolve({ code, out }));
    });
    const browser = await chromium.connectOverCDP(endpoint);
    expect(doctor.out).toContain(`CDP endpoint: ${endpoint}`);
    expect(doctor.out).toMatch(new RegExp(`^Browser: \\S+ ${browser.version().replace(/\./g, '\\.')}$`, 'm'));
    expect(doctor.out).toContain('  * about:blank');
    expect(doctor.code).toBe(0);
    await browser.close();

    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(() => process.kill(pid, 0)).toThrow();
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
