// `npm test`: installs the test packages when missing (scripts/test-deps.ts), brings the page
// bundle up to date, then runs the static checks (scripts/check.ts: the type check, the lint and
// the format check) and every test layer at once (the checks at a lower priority, so that they
// fill the time the browser layers spend waiting), and ends with each one's time and a
// `N passed, N failed` line.

import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPageBundle } from './build-page-bundle.js';
import { ensureTestDeps } from './test-deps.js';
import type { LayerResult } from '../test/support/layer-reporter.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string, ...args: string[]) => [join(ROOT, 'node_modules', '.bin', name), ...args];

interface Job {
  name: string;
  commands: string[][];
  /** Printed as it comes (the tests), or held and printed once done (the checks). */
  stream: boolean;
  niceness: number;
}

interface JobResult {
  name: string;
  ok: boolean;
  ms: number;
  output: string;
}

function runCommand(command: string[], job: Job, env: NodeJS.ProcessEnv): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const [file, ...args] = command;
    const child = spawn(file!, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid && job.niceness) setPriority(child.pid, job.niceness);
    let output = '';
    const take = (chunk: Buffer) => {
      if (job.stream) process.stdout.write(chunk);
      else output += chunk.toString();
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function runJob(job: Job, env: NodeJS.ProcessEnv): Promise<JobResult> {
  const start = performance.now();
  let output = '';
  for (const command of job.commands) {
    const result = await runCommand(command, job, env);
    output += result.output;
    if (!result.ok) return { name: job.name, ok: false, ms: performance.now() - start, output };
  }
  return { name: job.name, ok: true, ms: performance.now() - start, output };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)}s`;

function report(checks: JobResult[], layers: LayerResult[], tests: JobResult, totalMs: number): number {
  const rows: string[][] = [['layer', 'time', 'result']];
  for (const check of checks) rows.push([check.name, seconds(check.ms), check.ok ? 'ok' : 'FAILED']);
  for (const layer of layers.sort((a, b) => a.startedAt - b.startedAt))
    rows.push([
      layer.layer,
      seconds(layer.endedAt - layer.startedAt),
      `${layer.files} files, ${layer.passed} passed, ${layer.failed} failed`,
    ]);
  rows.push(['all tests', seconds(tests.ms), tests.ok ? 'ok' : 'FAILED'], ['npm test', seconds(totalMs), '']);
  const width = Math.max(...rows.map((r) => r[0]!.length)) + 2;
  process.stdout.write(`\n${rows.map(([a, b, c]) => `${a!.padEnd(width)}${b!.padStart(8)}  ${c}`).join('\n')}\n`);
  const passed = layers.reduce((n, l) => n + l.passed, 0) + checks.filter((c) => c.ok).length;
  let failed = layers.reduce((n, l) => n + l.failed, 0) + checks.filter((c) => !c.ok).length;
  // The tests failed without a failing test to show for it (a global setup error, an unhandled error).
  if (!tests.ok && layers.every((l) => l.failed === 0)) failed += 1;
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  return failed;
}

async function main(): Promise<void> {
  // On a fresh checkout the test packages are installed first, outside the times reported.
  await ensureTestDeps();
  const start = performance.now();
  await buildPageBundle();
  const layerReport = join(tmpdir(), `semantic-hints-layers-${process.pid}.json`);
  const env = { ...process.env, LAYER_REPORT: layerReport, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' };
  const checks: Job[] = [{ name: 'checks', commands: [bin('tsx', 'scripts/check.ts')], stream: false, niceness: 5 }];
  const vitest = bin('vitest', 'run', '--reporter=default', '--reporter=./test/support/layer-reporter.ts');
  const testJob: Job = { name: 'tests', commands: [vitest], stream: true, niceness: 0 };
  const [tests, ...checked] = await Promise.all([runJob(testJob, env), ...checks.map((job) => runJob(job, env))]);
  for (const check of checked)
    process.stdout.write(`\n── ${check.name}: ${check.ok ? 'ok' : 'FAILED'}\n${check.output}`);
  let layers: LayerResult[] = [];
  try {
    layers = JSON.parse(readFileSync(layerReport, 'utf8')) as LayerResult[];
  } catch {
    // Vitest ended before its reporter wrote (its output above says why).
  }
  rmSync(layerReport, { force: true });
  if (report(checked, layers, tests, performance.now() - start) > 0) process.exitCode = 1;
}

await main();
