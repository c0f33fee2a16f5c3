// Cold start: spawn a server, attach it to the browser and get the first snapshot of a page just
// navigated to, for ours and for Playwright MCP on the same page, in alternating rounds. Ours runs
// as a user runs it, from built JavaScript: the bench bundles src/index.ts (packages left to
// node_modules) once, so neither side pays for compiling TypeScript.

import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Page } from 'playwright-core';
import { connectPlaywrightMcp, resultText } from '../harness/mcp-clients.js';
import { median } from './numbers.js';
import { timed } from './latency.js';
import { callTool, pagesOf } from './rig.js';
import type { BenchRig } from './rig.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Inside the checkout (ignored by git), so that the bundle finds the packages in node_modules. */
const BUILT = `${ROOT}.tmp/bench-server/index.js`;
const ROUNDS = 3;

export interface ColdStart {
  path: string;
  rounds: number;
  /** Spawn, MCP handshake, the page navigated, semantic_snapshot: medians. */
  oursMs: number;
  /** Spawn, MCP handshake, browser_navigate (which answers with its snapshot). */
  playwrightMs: number;
  oursSamplesMs: number[];
  playwrightSamplesMs: number[];
}

async function builtServer(): Promise<string> {
  await build({
    entryPoints: [`${ROOT}src/index.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: BUILT,
    logLevel: 'silent',
  });
  return BUILT;
}

/** The one tab the run works in, emptied, so that each start navigates it afresh. */
async function emptyTab(rig: BenchRig): Promise<Page> {
  const tabs = pagesOf(rig.browser);
  if (tabs.length !== 1) throw new Error(`cold start needs the run's one tab; ${tabs.length} are open`);
  await tabs[0]!.goto('about:blank');
  return tabs[0]!;
}

async function oursOnce(rig: BenchRig, server: string, url: string): Promise<number> {
  const page = await emptyTab(rig);
  const { ms } = await timed(async () => {
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
      await page.goto(url, { waitUntil: 'load' });
      const result = (await client.callTool({ name: 'semantic_snapshot', arguments: {} })) as CallToolResult;
      if (result.isError) throw new Error(`cold semantic_snapshot failed: ${resultText(result)}`);
    } finally {
      await client.close();
    }
  });
  return ms;
}

async function playwrightOnce(rig: BenchRig, url: string): Promise<number> {
  await emptyTab(rig);
  let close: (() => Promise<void>) | undefined;
  const { ms } = await timed(async () => {
    const connection = await connectPlaywrightMcp(rig.cdpUrl);
    close = connection.close;
    const result = await callTool(connection, 'browser_navigate', { url });
    if (result.isError) throw new Error(`cold browser_navigate failed: ${resultText(result)}`);
  });
  // Its output folder goes with it, outside the time.
  await close?.();
  return ms;
}

/** Rounds alternate which server starts first, so neither always finds the machine warmer. */
export async function measureColdStart(rig: BenchRig, path: string): Promise<ColdStart> {
  const server = await builtServer();
  const url = `${rig.app.url}${path}`;
  const ours: number[] = [];
  const theirs: number[] = [];
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
    oursMs: median(ours),
    playwrightMs: median(theirs),
    oursSamplesMs: ours,
    playwrightSamplesMs: theirs,
  };
}
