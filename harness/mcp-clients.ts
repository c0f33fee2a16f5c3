// MCP clients for the two servers of the companion workflow, each a child process over stdio:
// this project's semantic-hints server and the official Playwright MCP, attached to one Chromium.
// Shared by the demo, the benchmark and the end-to-end tests; it lives apart from all three so
// that none imports another's code.

import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface McpConnection {
  client: Client;
  /** The server's process id, for measuring it. */
  pid: number | null;
  call: (name: string, args?: Record<string, unknown>) => Promise<CallToolResult>;
  stderr: () => string;
  close: () => Promise<void>;
}

/**
 * NODE_COMPILE_CACHE when the caller runs with one (the tests set it: test/support/global-setup.ts),
 * for a child process given an environment of its own.
 */
export function compileCacheEnv(): Record<string, string> {
  const cache = process.env['NODE_COMPILE_CACHE'];
  return cache ? { NODE_COMPILE_CACHE: cache } : {};
}

async function connect(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<McpConnection> {
  const transport = new StdioClientTransport({
    command,
    args,
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...compileCacheEnv(), ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: `${name}-client`, version: '0.0.0' });
  await client.connect(transport);
  return {
    client,
    pid: transport.pid,
    call: async (tool, toolArgs = {}) => (await client.callTool({ name: tool, arguments: toolArgs })) as CallToolResult,
    stderr: () => stderr,
    close: () => client.close(),
  };
}

/** This project's server, run from source with tsx (no build step needed); `entry` lets the benchmark add its baseline tool. */
export function connectSemanticHints(
  cdpUrl: string,
  env: Record<string, string> = {},
  entry = 'src/index.ts',
): Promise<McpConnection> {
  return connect('semantic-hints', process.execPath, ['--import', 'tsx', entry], {
    SEMANTIC_HINTS_CDP_URL: cdpUrl,
    ...env,
  });
}

/** This project's server from a built script (bench/built-server.ts), run as users run the bin. */
export function connectBuiltSemanticHints(
  cdpUrl: string,
  script: string,
  env: Record<string, string> = {},
): Promise<McpConnection> {
  return connect('semantic-hints', process.execPath, [script], { SEMANTIC_HINTS_CDP_URL: cdpUrl, ...env });
}

/**
 * The official Playwright MCP (the pinned devDependency), attached to the same Chromium; `flags`
 * are added to its command line (the companion configuration, e.g. `--snapshot-mode none`).
 */
export async function connectPlaywrightMcp(cdpUrl: string, flags: string[] = []): Promise<McpConnection> {
  // The package exports only package.json and its library entry; its bin sits beside them.
  const manifest = createRequire(import.meta.url).resolve('@playwright/mcp/package.json');
  const cli = join(dirname(manifest), 'cli.js');
  // Its snapshot and console files go to a folder of their own, removed on close, not into the checkout.
  const outputDir = await mkdtemp(join(tmpdir(), 'playwright-mcp-'));
  const connection = await connect(
    'playwright-mcp',
    process.execPath,
    [cli, '--cdp-endpoint', cdpUrl, '--output-dir', outputDir, ...flags],
    {},
  );
  return {
    ...connection,
    async close() {
      await connection.close();
      await rm(outputDir, { recursive: true, force: true });
    },
  };
}

/** The text of a result's first content block. */
export function resultText(result: CallToolResult): string {
  const first = result.content[0];
  return first && first.type === 'text' ? first.text : '';
}
