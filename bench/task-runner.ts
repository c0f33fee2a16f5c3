// Runs the scripted tasks (bench/tasks.ts) two ways against one Chromium, through the real MCP
// servers, and counts what the agent receives: every tool result's text, in o200k tokens.

import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Browser } from 'playwright-core';
import type { McpConnection } from '../harness/mcp-clients.js';
import { scalarsOf } from './json-scalars.js';
import { tokens } from './numbers.js';
import { entries } from './tasks.js';
import type { Json, McpCall, Task, TaskStep } from './tasks.js';

/** Playwright MCP alone: how often, and how long, it re-reads when an effect has not landed yet. */
const PLAYWRIGHT_RETRIES = 3;
const PLAYWRIGHT_RETRY_SECONDS = 1;

/** BENCH_TRANSCRIPT=1: every call and the text it returned, on stderr, to see where the tokens go. */
const SHOW_TRANSCRIPT = process.env['BENCH_TRANSCRIPT'] === '1';

export type WayName = 'playwright' | 'companion';

export interface CallRecord {
  /** The tool, with the companion's kind of snapshot: "semantic_snapshot (changes)". */
  tool: string;
  tokens: number;
  /** For a JSON answer: the tokens of its strings, numbers and booleans alone (json-scalars.ts). */
  scalarTokens?: number;
  ms: number;
}

export interface WayResult {
  calls: CallRecord[];
  tokens: number;
  /** One per failed step: the step's title and what was wrong. */
  failures: string[];
}

export interface DeltaSample {
  task: string;
  step: string;
  effect: 'list' | 'panel' | 'screen';
  deltaTokens: number;
  fullTokens: number;
  /** The answer was the full snapshot after all (with the reason). */
  fellBack?: string;
  /** A screen move: the screens before and after, and the ids listed in full both before and after it. */
  move?: ScreenMove;
}

export interface ScreenMove {
  from?: string;
  to?: string;
  /** Ids the full snapshots before and after the move share: the header, navigation or tabs it kept. */
  kept: number;
  /** Ids the full snapshot after the move lists. */
  of: number;
}

export interface TaskResult {
  task: Task;
  steps: number;
  playwright: WayResult;
  companion: WayResult;
  deltas: DeltaSample[];
}

export interface TaskRig {
  base: string;
  browser: Browser;
  ours: McpConnection;
  /** Our server as a bystander: full snapshots to compare deltas with, never counted. */
  referee: McpConnection;
  /** Playwright MCP as shipped (the "alone" way). */
  playwright: McpConnection;
  /** Playwright MCP in the companion configuration. */
  companionPlaywright: McpConnection;
  log(message: string): void;
}

function textOf(result: CallToolResult): string {
  return result.content.map((block) => (block.type === 'text' ? block.text : JSON.stringify(block))).join('\n');
}

function isFailure(result: CallToolResult, text: string): boolean {
  return result.isError === true || text.startsWith('### Error');
}

async function call(
  connection: McpConnection,
  request: McpCall,
  label: string,
  record: CallRecord[],
): Promise<{ text: string; failed: boolean }> {
  const started = performance.now();
  const result = (await connection.client.callTool({ name: request.tool, arguments: request.args }, undefined, {
    timeout: 120_000,
  })) as CallToolResult;
  const text = textOf(result);
  const ms = performance.now() - started;
  const scalars = scalarsOf(text);
  record.push({
    tool: label,
    tokens: tokens(text),
    ...(scalars !== undefined && { scalarTokens: tokens(scalars) }),
    ms,
  });
  if (SHOW_TRANSCRIPT)
    process.stderr.write(`\n>>> ${label} ${JSON.stringify(request.args)} [${tokens(text)} tokens]\n${text}\n`);
  return { text, failed: isFailure(result, text) };
}

const firstLine = (text: string): string =>
  (text.split('\n').find((line) => line.trim() !== '' && !line.startsWith('###')) ?? text).slice(0, 200);

/** The app's state lives in the tab's sessionStorage: each run starts from an empty cart. */
async function resetApp(rig: TaskRig): Promise<void> {
  for (const page of rig.browser.contexts().flatMap((context) => context.pages()))
    if (page.url().startsWith(rig.base)) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
}

function total(way: Omit<WayResult, 'tokens'>): WayResult {
  return { ...way, tokens: way.calls.reduce((sum, c) => sum + c.tokens, 0) };
}

async function runPlaywrightAlone(rig: TaskRig, steps: TaskStep[]): Promise<WayResult> {
  const calls: CallRecord[] = [];
  const failures: string[] = [];
  for (const step of steps) {
    const action = await call(rig.playwright, step.act, step.act.tool, calls);
    if (action.failed) {
      failures.push(`${step.title}: ${firstLine(action.text)}`);
      continue;
    }
    let problem: string | undefined;
    for (let attempt = 0; ; attempt++) {
      const read = await call(rig.playwright, { tool: 'browser_snapshot', args: {} }, 'browser_snapshot', calls);
      problem = read.failed ? firstLine(read.text) : step.playwright(read.text);
      if (!problem || attempt >= PLAYWRIGHT_RETRIES) break;
      // An agent that does not see the effect yet waits a moment and reads again.
      await call(
        rig.playwright,
        { tool: 'browser_wait_for', args: { time: PLAYWRIGHT_RETRY_SECONDS } },
        'browser_wait_for',
        calls,
      );
    }
    if (problem) failures.push(`${step.title}: ${problem}`);
  }
  return total({ calls, failures });
}

/** The ids a full snapshot lists: its entries, and its collections by their own ids. */
function listedIds(snapshot: Json): Set<string> {
  const ids = new Set(entries(snapshot).keys());
  const collections = snapshot['collections'];
  if (Array.isArray(collections))
    for (const c of collections as Json[]) if (typeof c['id'] === 'string') ids.add(c['id']);
  return ids;
}

async function fullSnapshot(rig: TaskRig, scope?: string): Promise<{ text: string; json: Json }> {
  const result = (await rig.referee.client.callTool({
    name: 'semantic_snapshot',
    arguments: scope ? { scope } : {},
  })) as CallToolResult;
  const text = textOf(result);
  return { text, json: JSON.parse(text) as Json };
}

export function screenMove(before: Json, after: Json): ScreenMove {
  const was = listedIds(before);
  const now = listedIds(after);
  return {
    ...(typeof before['screen'] === 'string' ? { from: before['screen'] } : {}),
    ...(typeof after['screen'] === 'string' ? { to: after['screen'] } : {}),
    kept: [...now].filter((id) => was.has(id)).length,
    of: now.size,
  };
}

async function runCompanion(rig: TaskRig, task: Task, steps: TaskStep[], deltas: DeltaSample[]): Promise<WayResult> {
  const calls: CallRecord[] = [];
  const failures: string[] = [];
  for (const step of steps) {
    const read = step.read;
    // Before a screen move, the state it leaves, in full, to tell what the move kept (not counted).
    const left = read.kind === 'changes' && read.effect === 'screen' ? await fullSnapshot(rig, read.scope) : undefined;
    const action = await call(rig.companionPlaywright, step.act, step.act.tool, calls);
    if (action.failed) {
      failures.push(`${step.title}: ${firstLine(action.text)}`);
      continue;
    }
    let request: McpCall;
    let label: string;
    if (read.kind === 'screen') {
      request = { tool: 'semantic_snapshot', args: {} };
      label = 'semantic_snapshot (new screen)';
    } else if (read.kind === 'changes') {
      request = { tool: 'semantic_snapshot', args: { changes: true, ...(read.scope ? { scope: read.scope } : {}) } };
      label = 'semantic_snapshot (changes)';
    } else {
      const args: Record<string, unknown> = { id: read.id };
      if (read.until !== undefined) args['until'] = read.until;
      if (read.timeoutMs !== undefined) args['timeoutMs'] = read.timeoutMs;
      request = { tool: 'semantic_observe', args };
      label = 'semantic_observe';
    }
    const answer = await call(rig.ours, request, label, calls);
    if (answer.failed) {
      failures.push(`${step.title}: ${firstLine(answer.text)}`);
      continue;
    }
    const json = JSON.parse(answer.text) as Json;
    if (read.kind === 'changes') {
      // The same state read in full by another server, for the delta's size target (not counted).
      const full = await fullSnapshot(rig, read.scope);
      deltas.push({
        task: task.key,
        step: step.title,
        effect: read.effect,
        deltaTokens: calls.at(-1)!.tokens,
        fullTokens: tokens(full.text),
        // A full answer says why only where a condition stops deltas; else the delta was no smaller.
        ...(json['delta'] !== true
          ? { fellBack: typeof json['full'] === 'string' ? json['full'] : 'no smaller delta' }
          : {}),
        ...(left ? { move: screenMove(left.json, full.json) } : {}),
      });
    }
    const problem = step.companion(json);
    if (problem) failures.push(`${step.title}: ${problem} (it read ${answer.text.slice(0, 400)})`);
  }
  return total({ calls, failures });
}

export async function runTask(rig: TaskRig, task: Task): Promise<TaskResult> {
  const steps = task.steps(rig.base);
  await resetApp(rig);
  rig.log(`task ${task.key}: Playwright MCP alone`);
  const playwright = await runPlaywrightAlone(rig, steps);
  await resetApp(rig);
  rig.log(`task ${task.key}: companion loop`);
  const deltas: DeltaSample[] = [];
  const companion = await runCompanion(rig, task, steps, deltas);
  return { task, steps: steps.length, playwright, companion, deltas };
}
