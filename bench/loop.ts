// The agent-loop measurements of `npm run bench`: tokens per scripted task both ways,
// the companion configuration of Playwright MCP, observe's wait overhead and the cost of our tool
// definitions. bench/loop-report.ts turns them into BENCHMARKS.md's "Tokens per task" section.

import { fileURLToPath } from 'node:url';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Page } from 'playwright-core';
import { connectPlaywrightMcp, resultText } from '../harness/mcp-clients.js';
import type { McpConnection } from '../harness/mcp-clients.js';
import { buildFixtureApp } from '../test/support/component-app.js';
import { serveFolder } from '../harness/static-server.js';
import { BARE_EVALUATE } from './baseline-tool.js';
import { median, tokens } from './numbers.js';
import type { BenchRig } from './rig.js';
import { runTask } from './task-runner.js';
import type { TaskResult, TaskRig } from './task-runner.js';
import { COMPONENT_TASKS } from './tasks-components.js';
import { CRM_TASKS } from './tasks-crm.js';
import { HEADLESS_TASKS } from './tasks-headless.js';
import { SHOP_TASKS } from './tasks-shop.js';
import type { Task } from './tasks.js';
import { definitionCosts } from './tool-definitions.js';
import type { ToolDefinitionCost } from './tool-definitions.js';

/** Playwright MCP configurations tried for the companion loop; the first is Playwright MCP as shipped. */
export const FLAG_SETS: string[][] = [
  [],
  ['--snapshot-mode', 'none'],
  ['--codegen', 'none'],
  ['--snapshot-mode', 'none', '--codegen', 'none'],
];

const OBSERVE_SAMPLES = 15;

export interface FlagMeasurement {
  flags: string[];
  actions: number;
  /** Tokens of every action result of the replayed tasks. */
  tokens: number;
  /** A click on an id that is not on the page still comes back as an error naming the selector. */
  reportsErrors: boolean;
  /** A navigating action still says where the page went. */
  reportsUrl: boolean;
}

export interface ObserveWaitTiming {
  id: string;
  plainMs: number;
  /** The same observe with an `until` that already holds. */
  waitMs: number;
  bareEvaluateMs: number;
  /** One CDP Runtime.evaluate from the bench on the same tab: one round trip. */
  roundTripMs: number;
  samples: number;
}

export interface LoopResults {
  definitions: { tools: ToolDefinitionCost[]; total: number };
  flags: FlagMeasurement[];
  companionFlags: string[];
  tasks: TaskResult[];
  /** Set when the component-library apps could not be built or served: their tasks are missing. */
  componentAppProblem?: string;
  /** The companion loop's tokens per task title in the run BENCHMARKS.md recorded before this one. */
  recorded?: ReadonlyMap<string, number>;
  observeWait: ObserveWaitTiming;
}

const isError = (result: CallToolResult): boolean =>
  result.isError === true || resultText(result).startsWith('### Error');

async function measureFlags(rig: BenchRig, flags: string[], tasks: Task[]): Promise<FlagMeasurement> {
  const playwright = await connectPlaywrightMcp(rig.cdpUrl, flags);
  try {
    let total = 0;
    let actions = 0;
    let reportsUrl = true;
    for (const task of tasks) {
      await resetStorage(rig, rig.app.url);
      for (const step of task.steps(rig.app.url)) {
        const result = (await playwright.client.callTool({
          name: step.act.tool,
          arguments: step.act.args,
        })) as CallToolResult;
        const text = resultText(result);
        total += tokens(text);
        actions++;
        if (step.act.tool === 'browser_navigate' && !text.includes('Page URL')) reportsUrl = false;
      }
    }
    const missing = (await playwright.client.callTool({
      name: 'browser_click',
      arguments: { target: "[data-semtag-id='bench.not.on.page']" },
    })) as CallToolResult;
    const reportsErrors = isError(missing) && resultText(missing).includes('bench.not.on.page');
    return { flags, actions, tokens: total, reportsErrors, reportsUrl };
  } finally {
    await playwright.close();
  }
}

/** The least tokens among the configurations that lose nothing the loop needs. */
export function companionWinner(measured: FlagMeasurement[]): FlagMeasurement {
  const fit = measured.filter((m) => m.reportsErrors && m.reportsUrl);
  return (fit.length > 0 ? fit : measured).reduce((a, b) => (b.tokens < a.tokens ? b : a));
}

async function resetStorage(rig: BenchRig, base: string): Promise<void> {
  for (const page of rig.browser.contexts().flatMap((context) => context.pages()))
    if (page.url().startsWith(base)) await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
}

function tabOf(rig: BenchRig, prefix: string): Page {
  const page = rig.browser
    .contexts()
    .flatMap((context) => context.pages())
    .find((p) => p.url().startsWith(prefix));
  if (!page) throw new Error(`no tab shows ${prefix}`);
  return page;
}

async function timedCall(connection: McpConnection, name: string, args: Record<string, unknown>): Promise<number> {
  const started = performance.now();
  const result = (await connection.client.callTool({ name, arguments: args })) as CallToolResult;
  const ms = performance.now() - started;
  if (isError(result)) throw new Error(`${name} failed: ${resultText(result).slice(0, 300)}`);
  return ms;
}

async function measureObserveWait(rig: BenchRig): Promise<ObserveWaitTiming> {
  const id = 'products.count';
  await timedCall(rig.playwright, 'browser_navigate', { url: `${rig.app.url}/products` });
  const current = JSON.parse(
    resultText((await rig.ours.client.callTool({ name: 'semantic_observe', arguments: { id } })) as CallToolResult),
  ) as { value: string };
  const cdp = await tabOf(rig, rig.app.url).context().newCDPSession(tabOf(rig, rig.app.url));
  const plain: number[] = [];
  const wait: number[] = [];
  const bare: number[] = [];
  const trip: number[] = [];
  try {
    for (let i = 0; i < OBSERVE_SAMPLES; i++) {
      plain.push(await timedCall(rig.ours, 'semantic_observe', { id }));
      wait.push(await timedCall(rig.ours, 'semantic_observe', { id, until: { value: current.value } }));
      bare.push(await timedCall(rig.ours, BARE_EVALUATE, {}));
      const started = performance.now();
      await cdp.send('Runtime.evaluate', { expression: '1', returnByValue: true });
      trip.push(performance.now() - started);
    }
  } finally {
    await cdp.detach().catch(() => undefined);
  }
  return {
    id,
    plainMs: median(plain),
    waitMs: median(wait),
    bareEvaluateMs: median(bare),
    roundTripMs: median(trip),
    samples: OBSERVE_SAMPLES,
  };
}

/** Every scripted task, by the server it runs on: the example shop's, or the fixture apps'. */
export const FIXTURE_APP_TASKS: Task[] = [...COMPONENT_TASKS, ...HEADLESS_TASKS, ...CRM_TASKS];

/** `only`: run just the tasks whose key starts with it (the rest of the measurements run as ever). */
export async function measureLoop(rig: BenchRig, only?: string): Promise<LoopResults> {
  const chosen = (tasks: Task[]) => (only ? tasks.filter((t) => t.key.startsWith(only)) : tasks);
  const { tools } = await rig.oursDefault.client.listTools();
  const definitions = definitionCosts(tools);

  rig.log('Playwright MCP flags for the companion configuration');
  const flags: FlagMeasurement[] = [];
  for (const set of FLAG_SETS) flags.push(await measureFlags(rig, set, SHOP_TASKS));
  const companionFlags = companionWinner(flags).flags;

  let componentAppProblem: string | undefined;
  let served: { url: string; close(): Promise<void> } | undefined;
  try {
    await buildFixtureApp('components');
    await buildFixtureApp('headless');
    await buildFixtureApp('crm');
    served = await serveFolder(fileURLToPath(new URL('../test', import.meta.url)));
  } catch (err) {
    componentAppProblem = err instanceof Error ? err.message.split('\n')[0]! : String(err);
  }

  const companionPlaywright = await connectPlaywrightMcp(rig.cdpUrl, companionFlags);
  const tasks: TaskResult[] = [];
  try {
    const taskRig = (base: string): TaskRig => ({
      base,
      browser: rig.browser,
      ours: rig.ours,
      referee: rig.oursDefault,
      playwright: rig.playwright,
      companionPlaywright,
      log: (message: string) => rig.log(message),
    });
    for (const task of chosen(SHOP_TASKS)) tasks.push(await runTask(taskRig(rig.app.url), task));
    if (served) for (const task of chosen(FIXTURE_APP_TASKS)) tasks.push(await runTask(taskRig(served.url), task));
  } finally {
    await companionPlaywright.close();
    await served?.close();
  }

  rig.log('observe with a wait that already holds');
  const observeWait = await measureObserveWait(rig);
  return {
    definitions,
    flags,
    companionFlags,
    tasks,
    observeWait,
    ...(componentAppProblem ? { componentAppProblem } : {}),
  };
}
