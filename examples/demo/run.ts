// A one-command demo of the agent loop: npm run demo [-- --headed]
//
// Starts a Chromium with a CDP port, serves the example shop, starts this project's
// semantic-hints server and the official Playwright MCP (both MCP servers over stdio, both
// attached to that one Chromium), and plays the script in script.ts: semantic-hints reads,
// Playwright MCP acts. Every step checks its result; the first surprise stops the demo with a
// non-zero exit. Whatever happens (success, failure, Ctrl-C) it stops everything it started.

import { createRequire } from 'node:module';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startSharedChromium } from '../../src/browser/shared-chromium.js';
import { PLAYWRIGHT_MCP_COMPANION_FLAGS } from '../../src/browser/setup-commands.js';
import { isMainModule } from '../is-main-module.js';
import { connectPlaywrightMcp, connectSemanticHints, type McpConnection } from '../../harness/mcp-clients.js';
import { startExampleServer } from '../server.js';
import { Printer, colorWanted, fmt, type TokenComparison } from './print.js';
import {
  ExpectationError,
  demoScript,
  type DemoContext,
  type DemoScript,
  type ServerName,
  type Step,
  type StepResult,
  type ToolCall,
} from './script.js';

export interface DemoOptions {
  /** The script to play; the shop task of script.ts by default. */
  script?: DemoScript;
  /** Headless by default; false shows the browser window. */
  headless?: boolean;
  /** A pause between steps, so that a person can follow along in a headed browser. */
  delayMs?: number;
  /** Print every result in full. */
  full?: boolean;
  /** Where the output goes (stdout by default). */
  write?: (text: string) => void;
  color?: boolean;
  width?: number;
  /** Aborting it (Ctrl-C) stops the demo and everything it started. */
  signal?: AbortSignal;
}

export interface StepReport {
  index: number;
  section: string;
  title: string;
  call: ToolCall;
  passed: boolean;
  /** The ✓ note, or the failure message. */
  message?: string;
  ms: number;
}

export interface DemoReport {
  ok: boolean;
  interrupted: boolean;
  /** Steps run, in order; the last one failed when ok is false (unless setup failed). */
  steps: StepReport[];
  totalSteps: number;
  failure?: string;
  comparisons: TokenComparison[];
  /** The processes the demo started, for checking that none outlives it. */
  processes: Array<{ name: string; pid: number }>;
  ms: number;
}

class Interrupted extends Error {
  constructor() {
    super('interrupted');
  }
}

// ---------------------------------------------------------------- resources

interface Resource {
  name: string;
  pid?: number | undefined;
  close(): Promise<void>;
}

/** PIDs of processes started by any running demo, for a forced stop (a second Ctrl-C). */
const livePids = new Set<number>();

/** Everything the demo started, closed in reverse order; closeAll() may run more than once. */
class Resources {
  private readonly open: Resource[] = [];
  readonly started: Resource[] = [];
  private closing: Promise<void> = Promise.resolve();

  add(resource: Resource): void {
    if (resource.pid !== undefined) livePids.add(resource.pid);
    this.open.push(resource);
    this.started.push(resource);
  }

  closeAll(): Promise<void> {
    this.closing = this.closing.then(async () => {
      while (this.open.length > 0) {
        const resource = this.open.pop()!;
        await closeWithin(resource, 8_000);
        if (resource.pid !== undefined) livePids.delete(resource.pid);
      }
    });
    return this.closing;
  }
}

async function closeWithin(resource: Resource, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([resource.close().catch(() => undefined), timeout]);
  clearTimeout(timer);
  // Belt and braces: a process that survived its close() is ended by its PID.
  if (resource.pid !== undefined && isAlive(resource.pid)) {
    try {
      process.kill(resource.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// ---------------------------------------------------------------- measuring

export function countTokens(text: string): number {
  // Page text may contain strings like "<|endoftext|>"; count them as the text they are.
  return encode(text, { disallowedSpecial: new Set() }).length;
}

function toStepResult(result: CallToolResult): StepResult {
  const text = result.content
    .filter((block): block is { type: 'text'; text: string } => block.type === 'text')
    .map((block) => block.text)
    .join('\n');
  let json: unknown = result.structuredContent;
  if (json === undefined) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { isError: result.isError === true, text, json };
}

function playwrightMcpVersion(): string {
  try {
    const manifest = createRequire(import.meta.url)('@playwright/mcp/package.json') as { version?: string };
    return manifest.version ?? '?';
  } catch {
    return '?';
  }
}

function settled<T extends readonly unknown[]>(results: { [K in keyof T]: PromiseSettledResult<T[K]> }): T {
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

// ---------------------------------------------------------------- the runner

export async function runDemo(options: DemoOptions = {}): Promise<DemoReport> {
  const script = options.script ?? demoScript();
  const signal = options.signal;
  const headless = options.headless ?? true;
  const printer = new Printer({
    write: options.write ?? ((text) => process.stdout.write(text)),
    color: options.color ?? colorWanted(process.stdout),
    width: Math.max(60, Math.min(options.width ?? process.stdout.columns ?? 100, 120)),
    full: options.full ?? false,
  });
  const started = Date.now();
  const resources = new Resources();
  const onAbort = () => void resources.closeAll();
  signal?.addEventListener('abort', onAbort, { once: true });
  const steps: StepReport[] = [];
  const comparisons: TokenComparison[] = [];
  const totalSteps = script.sections.reduce((n, s) => n + s.steps.length, 0);
  const report = (ok: boolean, failure?: string): DemoReport => ({
    ok,
    interrupted: signal?.aborted === true,
    steps,
    totalSteps,
    ...(failure === undefined ? {} : { failure }),
    comparisons,
    processes: resources.started.flatMap((r) => (r.pid === undefined ? [] : [{ name: r.name, pid: r.pid }])),
    ms: Date.now() - started,
  });

  /** Starts one thing and registers it for cleanup; stops at once if the demo was interrupted meanwhile. */
  async function start<T>(
    name: string,
    make: () => Promise<T>,
    describe: (value: T) => Omit<Resource, 'name'>,
  ): Promise<T> {
    if (signal?.aborted) throw new Interrupted();
    const value = await make();
    resources.add({ ...describe(value), name });
    if (signal?.aborted) throw new Interrupted();
    return value;
  }

  async function play(): Promise<DemoReport> {
    // ---- setup, printed as it happens (the MCP servers take a few seconds to start)
    printer.title(script.title);
    let app;
    let servers: Record<ServerName, McpConnection>;
    try {
      const chromium = await start(
        'Chromium',
        () => startSharedChromium({ headless, executablePath: process.env['CHROMIUM'] || undefined }),
        (c) => ({ pid: c.pid, close: () => c.close() }),
      );
      printer.fact(
        'browser',
        `Chromium (${chromium.source}), ${headless ? 'headless' : 'headed'}, CDP at ${chromium.cdpUrl} (pid ${chromium.pid})`,
      );
      app = await start(
        'app server',
        () => startExampleServer(),
        (a) => ({ close: () => a.close() }),
      );
      printer.appUrl = app.url;
      printer.fact('app', `${app.url}/  (the hinted example shop, examples/shop)`);
      const cdpUrl = chromium.cdpUrl;
      // allSettled, not all: if one fails, the other must still be registered before cleanup runs.
      const [semantic, playwright] = settled(
        await Promise.allSettled([
          start(
            'semantic-hints-mcp',
            () => connectSemanticHints(cdpUrl),
            (c) => ({ pid: c.pid ?? undefined, close: () => c.close() }),
          ),
          start(
            'playwright-mcp',
            () => connectPlaywrightMcp(cdpUrl, [...PLAYWRIGHT_MCP_COMPANION_FLAGS]),
            (c) => ({ pid: c.pid ?? undefined, close: () => c.close() }),
          ),
        ]),
      );
      servers = { 'semantic-hints': semantic, playwright };
      printer.fact('reads', `semantic-hints-mcp over stdio (pid ${semantic.pid ?? '?'})`);
      printer.fact(
        'acts',
        `@playwright/mcp ${playwrightMcpVersion()} --cdp-endpoint … ${PLAYWRIGHT_MCP_COMPANION_FLAGS.join(' ')} over stdio (pid ${playwright.pid ?? '?'})`,
      );
      printer.line();
      printer.fact(
        '',
        'semantic-hints reads the page; Playwright MCP acts on it through [data-semtag-id=…] selectors, in the same Chromium tab.',
        'gray',
      );
      printer.fact(
        '',
        'Each step: → the call, ← its result (abbreviated when long), ✓ what the script expected.',
        'gray',
      );
    } catch (error) {
      if (error instanceof Interrupted || signal?.aborted) throw new Interrupted();
      let message = `Could not start the demo: ${error instanceof Error ? error.message : String(error)}`;
      if (!headless && process.platform === 'linux' && !process.env['DISPLAY'] && !process.env['WAYLAND_DISPLAY']) {
        message = `Could not start a headed Chromium: there is no display (DISPLAY is unset). Run the demo without --headed.\n\n${message}`;
      }
      printer.line();
      printer.fail(message);
      return report(false, message);
    }

    // ---- the script
    const ctx: DemoContext = { appUrl: app.url };
    let index = 0;
    for (const [sectionIndex, section] of script.sections.entries()) {
      printer.section(sectionIndex + 1, section.title);
      for (const step of section.steps) {
        index += 1;
        if (signal?.aborted) throw new Interrupted();
        if (index > 1 && (options.delayMs ?? 0) > 0) await sleep(options.delayMs ?? 0, signal);
        const stepStarted = Date.now();
        let call: ToolCall | undefined;
        try {
          call = step.call(ctx);
          printer.step(index, step.title, call);
          const note = await playStep(step, call, ctx, servers, printer, comparisons, signal);
          steps.push({
            index,
            section: section.title,
            title: step.title,
            call,
            passed: true,
            ...(note ? { message: note } : {}),
            ms: Date.now() - stepStarted,
          });
        } catch (error) {
          if (signal?.aborted) throw new Interrupted();
          const message = failureMessage(error, call, servers);
          printer.fail(message);
          steps.push({
            index,
            section: section.title,
            title: step.title,
            call: call ?? { server: 'semantic-hints', tool: '?', args: {} },
            passed: false,
            message,
            ms: Date.now() - stepStarted,
          });
          return report(false, `step ${index} (${step.title}): ${message}`);
        }
      }
    }
    return report(true);
  }

  let finished: DemoReport;
  try {
    finished = await play();
  } catch (error) {
    if (!(error instanceof Interrupted) && !signal?.aborted) throw error;
    finished = report(false, 'interrupted');
  } finally {
    signal?.removeEventListener('abort', onAbort);
    await resources.closeAll();
  }
  printSummary(printer, finished, resources.started);
  return finished;
}

async function playStep(
  step: Step,
  call: ToolCall,
  ctx: DemoContext,
  servers: Record<ServerName, McpConnection>,
  printer: Printer,
  comparisons: TokenComparison[],
  signal: AbortSignal | undefined,
): Promise<string | undefined> {
  const server = servers[call.server];
  const started = Date.now();
  let attempts = 0;
  for (;;) {
    attempts += 1;
    const result = toStepResult(await server.call(call.tool, call.args));
    let note: string | undefined;
    try {
      note = step.check(result, ctx) ?? undefined;
    } catch (error) {
      const poll = step.poll;
      if (
        poll &&
        error instanceof ExpectationError &&
        Date.now() - started + poll.intervalMs <= poll.timeoutMs &&
        !signal?.aborted
      ) {
        if (attempts === 1)
          printer.note(
            `not yet: ${firstSentence(result.text)} Polling every ${poll.intervalMs} ms, for up to ${fmt.seconds(poll.timeoutMs)}.`,
          );
        await sleep(poll.intervalMs, signal);
        continue;
      }
      printer.result(call, result);
      if (poll && error instanceof ExpectationError) {
        throw new ExpectationError(
          `${error.message} (gave up after ${attempts} polls over ${fmt.seconds(Date.now() - started)})`,
        );
      }
      throw error;
    }
    printer.result(call, result);
    if (step.compare) {
      const comparison = await compareWithPlaywright(step.compare.target, call, result, servers.playwright, printer);
      comparisons.push(comparison);
      printer.tokens(comparison);
    }
    printer.pass(
      step.expect,
      note,
      step.poll ? `seen on poll ${attempts}, after ${fmt.int(Date.now() - started)} ms` : undefined,
    );
    return note;
  }
}

async function compareWithPlaywright(
  target: string | undefined,
  call: ToolCall,
  result: StepResult,
  playwright: McpConnection,
  printer: Printer,
): Promise<TokenComparison> {
  const theirs = toStepResult(await playwright.call('browser_snapshot', target === undefined ? {} : { target }));
  if (theirs.isError)
    throw new Error(`Playwright MCP's browser_snapshot (for the token comparison) failed: ${firstLine(theirs.text)}`);
  const json = result.json as Record<string, unknown>;
  const scope = typeof call.args['scope'] === 'string' ? call.args['scope'] : undefined;
  const url = typeof json['url'] === 'string' ? printer.shortUrl(json['url']) : '?';
  return {
    label: scope ? `${url}, scope ${scope}` : url,
    semantic: countTokens(result.text),
    playwright: countTokens(theirs.text),
  };
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.length > 140 ? `${line.slice(0, 140)}…` : line;
}

function firstSentence(text: string): string {
  const line = firstLine(text);
  const end = line.search(/[.!?](\s|$)/);
  return end === -1 ? line : line.slice(0, end + 1);
}

function failureMessage(
  error: unknown,
  call: ToolCall | undefined,
  servers: Record<ServerName, McpConnection>,
): string {
  if (error instanceof ExpectationError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  if (!call) return `the script could not build this step's call: ${message}`;
  const stderr = servers[call.server].stderr().trim().split('\n').slice(-5).join('\n');
  return `${call.server} ${call.tool} threw: ${message}${stderr ? `\n${call.server} stderr (last lines):\n${stderr}` : ''}`;
}

function printSummary(printer: Printer, report: DemoReport, started: Resource[]): void {
  printer.line();
  const passed = report.steps.filter((s) => s.passed).length;
  if (report.ok) {
    printer.line(
      printer.paint(['bold', 'green'], `━━ Done: all ${report.totalSteps} steps passed in ${fmt.seconds(report.ms)}.`),
    );
  } else if (report.interrupted) {
    printer.line(printer.paint(['bold', 'yellow'], `━━ Interrupted after ${passed} of ${report.totalSteps} steps.`));
  } else {
    const last = report.steps.at(-1);
    if (last && !last.passed) {
      printer.line(
        printer.paint(['bold', 'red'], `━━ Demo FAILED at step ${last.index} of ${report.totalSteps} (${last.title}):`),
      );
      const first = (last.message ?? report.failure ?? 'unknown failure').split('\n')[0] ?? '';
      for (const l of printer.wrap(first, 110)) printer.line(`   ${printer.paint('red', l)}`);
    } else {
      printer.line(printer.paint(['bold', 'red'], '━━ Demo FAILED before the first step (see above).'));
    }
  }
  if (report.comparisons.length > 0) {
    printer.line();
    printer.line(`Tokens (o200k) to read each page: semantic_snapshot vs Playwright MCP's browser_snapshot`);
    printer.comparisonTable(report.comparisons);
  }
  printer.line();
  const stopped = started.map((r) => (r.pid === undefined ? r.name : `${r.name} (pid ${r.pid})`));
  const survivors = report.processes.filter((p) => isAlive(p.pid));
  if (survivors.length === 0)
    printer.line(
      printer.paint(
        'gray',
        stopped.length > 0
          ? `Stopped everything the demo started: ${stopped.join(', ')}.`
          : 'Nothing the demo started is left running.',
      ),
    );
  else
    printer.line(
      printer.paint('red', `Could not stop: ${survivors.map((p) => `${p.name} (pid ${p.pid})`).join(', ')}.`),
    );
}

// ---------------------------------------------------------------- command line

const USAGE = `Usage: npm run demo [-- options]   (or: npx tsx examples/demo/run.ts [options])

  --headed       show the browser window (default: headless)
  --delay MS     pause between steps (default: 0, or 600 when headed)
  --full         print every result in full instead of abbreviating long ones
  --no-color     plain output (also when NO_COLOR is set or stdout is not a terminal)
  --help         this text`;

interface CliOptions {
  headless: boolean;
  delayMs: number | undefined;
  full: boolean;
  color: boolean | undefined;
}

function parseArgs(argv: readonly string[]): CliOptions | 'help' {
  const options: CliOptions = { headless: true, delayMs: undefined, full: false, color: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    if (flag === '--help' || flag === '-h') return 'help';
    else if (flag === '--headed') options.headless = false;
    else if (flag === '--headless') options.headless = true;
    else if (flag === '--full') options.full = true;
    else if (flag === '--no-color') options.color = false;
    else if (flag === '--delay') {
      const value = Number(inline ?? argv[(i += 1)]);
      if (!Number.isInteger(value) || value < 0 || value > 60_000)
        throw new Error('--delay needs a number of milliseconds from 0 to 60000');
      options.delayMs = value;
    } else throw new Error(`Unknown option: ${arg}\n\n${USAGE}`);
  }
  return options;
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return 0;
  }
  const controller = new AbortController();
  let firstSignalAt = 0;
  const onSignal = (name: NodeJS.Signals) => {
    const now = Date.now();
    if (firstSignalAt === 0) {
      firstSignalAt = now;
      process.stdout.write(
        `\n${name === 'SIGINT' ? 'Ctrl-C' : name}: stopping the demo and everything it started… (press Ctrl-C again to force)\n`,
      );
      controller.abort();
    } else if (now - firstSignalAt > 1_000) {
      // A second, deliberate Ctrl-C (the one tsx relays arrives at once and is ignored).
      process.stdout.write('Forcing: killing what is left.\n');
      for (const pid of livePids) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      process.exit(130);
    }
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const report = await runDemo({
    headless: parsed.headless,
    delayMs: parsed.delayMs ?? (parsed.headless ? 0 : 600),
    full: parsed.full,
    ...(parsed.color === undefined ? {} : { color: parsed.color }),
    signal: controller.signal,
  });
  if (report.interrupted) return 130;
  return report.ok ? 0 : 1;
}

if (isMainModule(import.meta.url)) {
  main().then(
    (code) => {
      process.exitCode = code;
      // Everything is closed by now; if some handle still holds the loop, do not hang on it.
      setTimeout(() => process.exit(code), 2_000).unref();
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
