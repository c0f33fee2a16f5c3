// Our server as a client process sees it: a child process spoken to over stdio by the SDK's Client,
// for what only a process shows (start-up, shutdown, signals, the environment read at start).
// Everything else builds the server in the test process (./in-process-server.ts).

import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { vi } from 'vitest';
import { connectSemanticHints, resultText } from '../../harness/mcp-clients.js';
import type { McpConnection } from '../../harness/mcp-clients.js';

export interface McpTestServer {
  client: Client;
  /** Calls a tool and returns its result, isError included (never throws for tool errors). */
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  /** Calls a tool that must succeed and returns its structured content. */
  ok<T = Record<string, unknown>>(name: string, args?: Record<string, unknown>): Promise<T>;
  /** What the server wrote to stderr so far. */
  stderr(): string;
  pid(): number | null;
  close(): Promise<void>;
}

/** A connection as a test file uses it: `ok` for calls that must succeed. */
export function asTestServer(connection: McpConnection): McpTestServer {
  return {
    client: connection.client,
    call: connection.call,
    async ok<T>(name: string, args: Record<string, unknown> = {}) {
      const result = await connection.call(name, args);
      if (result.isError) throw new Error(`${name} failed: ${resultText(result)}`);
      return result.structuredContent as T;
    },
    stderr: connection.stderr,
    pid: () => connection.pid,
    close: connection.close,
  };
}

/** Starts the server from source; `env` is its whole configuration (SEMANTIC_HINTS_CDP_URL included). */
export async function startMcpServer(env: Record<string, string> = {}): Promise<McpTestServer> {
  const { SEMANTIC_HINTS_CDP_URL: cdpUrl = '', ...rest } = env;
  return asTestServer(await connectSemanticHints(cdpUrl, rest));
}

export { resultText as textOf };

/** Waits until the server's log says it matches `pattern` (e.g. that it attached and watches every tab). */
export async function untilLogged(stderr: () => string, pattern: RegExp): Promise<void> {
  await vi.waitFor(
    () => {
      if (!pattern.test(stderr())) throw new Error(`the server has not logged ${pattern} yet:\n${stderr()}`);
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** The log line that says the server attached and records activity in every tab. */
export const WATCHING = /recording activity in \d+ tabs/;
