// Cold start: spawn a server, attach it to the browser and get the first snapshot of a page just
// navigated to, for ours and for Playwright MCP on the same page, in alternating starts. Ours runs
// as a user runs it, from built JavaScript: the bench builds the bin as `npm run build` does
// (scripts/bundle-server.ts) once, so neither side pays for compiling TypeScript.

import { fileURLToPath } from 'node:url';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Page } from 'playwright-core';
import { connectPlaywrightMcp, resultText } from '../harness/mcp-clients.js';
import { median } from './numbers.js';
import { timed } from './latency.js';
import { callTool, pagesOf } from './rig.js';
import type { BenchRig } from './rig.js';
import { buildServers } from './built-server.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = 5;

export interface ColdStart {
  path: string;
  rounds: number;
  /** Spawn, MCP handshake, the page navigated, semantic_snapshot: medians. */
  oursMs: number;
  /** Spawn, MCP handshake, browser_navigate (which answers with its snapshot). */
  playwrightMs: number;
  oursSamplesMs: number[];
  playwrightSamplesMs: number[];
  /** Each side's phases, medians over the starts: where a cold start goes. */
  oursPhases: ColdPhase[];
  playwrightPhases: ColdPhase[];
}

export interface ColdPhase {
  name: string;
  ms: number;
}

/** One start: its total and its phases, in order. */
interface Start {
  ms: number;
  phases: ColdPhase[];
}

/** Times `work`, handing it a mark that closes the phase running since the last mark. */
async function phased(work: (mark: (name: string) => void) => Promise<void>): Promise<Start> {
  const phases: ColdPhase[] = [];
  let last = performance.now();
  const mark = (name: string) => {
    const now = performance.now();
    phases.push({ name, ms: now - last });
    last = now;
  };
  const { ms } = await timed(() => work(mark));
  return { ms, phases };
}

/** The median of each phase over the starts (the phases are the same in each). */
function medianPhases(starts: Start[]): ColdPhase[] {
  return starts[0]!.phases.map(({ name }, i) => ({ name, ms: median(starts.map((start) => start.phases[i]!.ms)) }));
}

/** The bin's entry, built as `npm run build` builds it. */
async function builtServer(): Promise<string> {
  return (await buildServers()).bin;
}

/** The one tab the run works in, emptied, so that each start navigates it afresh. */
async function emptyTab(rig: BenchRig): Promise<Page> {
  const tabs = pagesOf(rig.browser);
  if (tabs.length !== 1) throw new Error(`cold start needs the run's one tab; ${tabs.length} are open`);
  await tabs[0]!.goto('about:blank');
  return tabs[0]!;
}

async function oursOnce(rig: BenchRig, server: string, url: string): Promise<Start> {
  const page = await emptyTab(rig);
  return phased(async (mark) => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [server],
      cwd: ROOT,
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', SEMANTIC_HINTS_CDP_URL: rig.cdpUrl },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'cold-start', version: '0.0.0' });
    try {
      await client.connect(transport);
      mark('spawn and handshake');
      await page.goto(url, { waitUntil: 'load' });
      mark('navigation (by the bench)');
      const result = (await client.callTool({ name: 'semantic_snapshot', arguments: {} })) as CallToolResult;
      if (result.isError) throw new Error(`cold semantic_snapshot failed: ${resultText(result)}`);
      mark('first semantic_snapshot (attach included)');
    } finally {
      await client.close();
    }
  });
}

async function playwrightOnce(rig: BenchRig, url: string): Promise<Start> {
  await emptyTab(rig);
  let close: (() => Promise<void>) | undefined;
  const start = await phased(async (mark) => {
    const connection = await connectPlaywrightMcp(rig.cdpUrl);
    close = connection.close;
    mark('spawn and handshake');
    const result = await callTool(connection, 'browser_navigate', { url });
    if (result.isError) throw new Error(`cold browser_navigate failed: ${resultText(result)}`);
    mark('browser_navigate (attach, navigation and its snapshot)');
  });
  // Its output folder goes with it, outside the time.
  await close?.();
  return start;
}

/** The starts alternate which server goes first, so neither always finds the machine warmer. */
export async function measureColdStart(rig: BenchRig, path: string): Promise<ColdStart> {
  const server = await builtServer();
  const url = `${rig.app.url}${path}`;
  const ours: Start[] = [];
  const theirs: Start[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      ours.push(await oursOnce(rig, server, url));
      theirs.push(await playwrightOnce(rig, url));
    } else {
      theirs.push(await playwrightOnce(rig, url));
      ours.push(await oursOnce(rig, server, url));
    }
  }
  return {
    path,
    rounds: ROUNDS,
    oursMs: median(ours.map((start) => start.ms)),
    playwrightMs: median(theirs.map((start) => start.ms)),
    oursSamplesMs: ours.map((start) => start.ms),
    playwrightSamplesMs: theirs.map((start) => start.ms),
    oursPhases: medianPhases(ours),
    playwrightPhases: medianPhases(theirs),
  };
}
