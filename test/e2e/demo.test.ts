// The one-command demo (examples/demo): it plays the whole agent task headless and exits 0, a
// script whose expectation is wrong fails it with a clear message, Ctrl-C stops it, and in
// every case nothing it started outlives it. The demo starts its own Chromium and servers.

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isAlive, runDemo } from '../../examples/demo/run.js';
import { DEFAULT_TASK, demoScript } from '../../examples/demo/script.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `tsx examples/demo/run.ts` as `npm run demo` does; `onOutput` may act on the output so far. */
function runCli(
  args: string[] = [],
  onOutput?: (stdout: string, child: ReturnType<typeof spawn>) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'examples/demo/run.ts', ...args], {
      cwd: ROOT,
      env: { ...env, NO_COLOR: '1', FORCE_COLOR: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      onOutput?.(stdout, child);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    // Not synchronisation: a guard that kills a hung demo (by its PID) before vitest's own test
    // timeout, so a failure cannot leave its Chromium and servers running.
    const timer = setTimeout(() => child.kill('SIGKILL'), 110_000);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/** The PIDs the demo prints for what it started: "(pid 1234)". */
function printedPids(stdout: string): number[] {
  return [...stdout.matchAll(/\(pid (\d+)\)/g)].map((m) => Number(m[1]));
}

describe('npm run demo', () => {
  it('plays the whole agent task headless, exits 0, and stops everything it started', async () => {
    const run = await runCli();
    expect(run.code, `stdout:\n${run.stdout}\nstderr:\n${run.stderr}`).toBe(0);
    const out = run.stdout;
    // Long lines wrap at the terminal width; join continuation lines to check the content.
    const flat = out.replace(/\n +/g, ' ');
    expect(out).toContain('Semantic Hints demo: An agent buys a pair of wireless headphones');
    expect(out).toMatch(/→ semantic-hints › semantic_snapshot \{"url":"http:\/\/127\.0\.0\.1:\d+\/products"\}/);
    expect(out).toContain('→ playwright › browser_type');
    // Playwright MCP runs as the README recommends: its action results carry no code, no snapshot.
    expect(out).toMatch(/acts +@playwright\/mcp \S+ --cdp-endpoint … --snapshot-mode none --codegen none/);
    expect(out).not.toContain('.fill(');
    expect(out).toContain('← done (no page snapshot, no code)');
    expect(out).toContain(`→ playwright › browser_click {"target":"[data-semtag-id='products.grid.item.aurora.add']"}`);
    expect(flat).toContain(
      "✓ the price from the grid (orders over $100 ship free) — $189.00 = the grid's price for Aurora Wireless Headphones",
    );
    expect(flat).toMatch(/"value":"Order KC-\d{6} is confirmed\."/);
    // A token comparison beside every snapshot, and the table at the end.
    expect(
      out.match(/tokens \(o200k\): [\d,]+ vs [\d,]+ for browser_snapshot of the same (page|subtree) → \d+\.\d× fewer/g),
    ).toHaveLength(5);
    expect(out).toMatch(/^ {2}\/products {2,}[\d,]+ +[\d,]+ +\d+\.\d×$/m);
    expect(out).toMatch(/━━ Done: all 23 steps passed/);
    expect(out).not.toContain('✗');
    expect(out).toContain('Stopped everything the demo started: Chromium (pid');

    const pids = printedPids(out);
    expect(pids.length).toBeGreaterThanOrEqual(3);
    for (const pid of pids) expect(isAlive(pid), `pid ${pid} outlived the demo`).toBe(false);
  });

  it('stops, and stops everything it started, on Ctrl-C', async () => {
    let sent = false;
    const run = await runCli([], (stdout, child) => {
      // Interrupt in the middle of the task, once the search has been typed.
      if (!sent && /\n +3 {2}Check how many products match/.test(stdout)) {
        sent = true;
        child.kill('SIGINT');
      }
    });
    expect(sent, run.stdout).toBe(true);
    expect(run.code, `stdout:\n${run.stdout}\nstderr:\n${run.stderr}`).toBe(130);
    expect(run.stdout).toContain('Ctrl-C: stopping the demo and everything it started');
    expect(run.stdout).toMatch(/━━ Interrupted after \d+ of 23 steps/);
    expect(run.stdout).not.toContain('━━ Done');
    const pids = printedPids(run.stdout);
    expect(pids.length).toBeGreaterThanOrEqual(3);
    for (const pid of pids) expect(isAlive(pid), `pid ${pid} outlived the demo`).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'headed with no display: says so, and does not list an empty set of stopped processes',
    async () => {
      const { DISPLAY: _display, WAYLAND_DISPLAY: _wayland, ...noDisplay } = process.env;
      const run = await runCli(['--headed'], undefined, noDisplay);
      expect(run.code).not.toBe(0);
      expect(run.stdout).toContain('there is no display');
      expect(run.stdout).not.toContain('started: .');
      expect(run.stdout).toContain('Nothing the demo started is left running.');
    },
  );

  it('rejects an unknown option with the usage text', async () => {
    const run = await runCli(['--bogus']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Unknown option: --bogus');
    expect(run.stderr).toContain('--headed');
  });
});

describe('runDemo', () => {
  it('fails at the first step whose result differs from the script, with a clear message', async () => {
    let output = '';
    // The search really matches two products; this script expects three.
    const script = demoScript({ ...DEFAULT_TASK, matches: '3 products' });
    const report = await runDemo({ script, write: (text) => (output += text), color: false, width: 100 });

    expect(report.ok).toBe(false);
    expect(report.interrupted).toBe(false);
    expect(report.totalSteps).toBe(23);
    // Steps 1 and 2 passed, step 3 failed, and nothing after it ran.
    expect(report.steps.map((s) => [s.index, s.passed])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    const failed = report.steps[2]!;
    expect(failed.call).toEqual({ server: 'semantic-hints', tool: 'semantic_observe', args: { id: 'products.count' } });
    expect(failed.message).toBe('expected products.count to have value "3 products", got "2 products"');
    expect(report.failure).toContain('step 3 (Check how many products match)');

    expect(output).toContain('✗ expected products.count to have value "3 products", got "2 products"');
    expect(output).toContain('━━ Demo FAILED at step 3 of 23 (Check how many products match):');
    expect(output).not.toContain(' 4  Re-read just the grid');

    expect(report.processes.map((p) => p.name).sort()).toEqual(['Chromium', 'playwright-mcp', 'semantic-hints-mcp']);
    for (const { name, pid } of report.processes)
      expect(isAlive(pid), `${name} (pid ${pid}) outlived the demo`).toBe(false);
  });
});
