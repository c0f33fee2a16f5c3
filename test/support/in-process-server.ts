// Our server built in the test process: the real MCP server, tools and BrowserSession, spoken to by
// the SDK's Client over its in-memory transport. Nothing is mocked; only the process boundary is
// left out, so a test starts in milliseconds and its failures show the server's stack. What only a
// process shows (start-up, shutdown, signals, the bin) is tested over stdio (./mcp.ts).

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { McpConnection } from '../../harness/mcp-clients.js';
import { loadConfig } from '../../src/config/config.js';
import { startServer } from '../../src/server/start-server.js';
import { asTestServer } from './mcp.js';
import type { McpTestServer } from './mcp.js';

/** Longer than any call's own limit: the server answers every call, in time or with its timeout error. */
const CLIENT_TIMEOUT_MS = 300_000;

/**
 * The server attached to `cdpUrl` and configured by `env` alone, as the bin is by its environment,
 * its log kept as the bin writes it to stderr; in the shape of connectSemanticHints (over stdio).
 */
export async function connectInProcess(cdpUrl: string, env: Record<string, string> = {}): Promise<McpConnection> {
  let stderr = '';
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  // A call's own time limit is the server's default unless a test sets one: generous, so that a
  // loaded machine (browser layers run in parallel) slows a test down rather than failing it.
  const config = loadConfig({ SEMANTIC_HINTS_CDP_URL: cdpUrl, SEMANTIC_HINTS_TIMEOUT_MS: '120000', ...env });
  const running = await startServer(config, {
    transport: serverSide,
    writeLog: (message) => (stderr += `[semantic-hints] ${message}\n`),
  });
  const client = new Client({ name: 'semantic-hints-client', version: '0.0.0' });
  await client.connect(clientSide);
  return {
    client,
    pid: null,
    call: async (tool, args = {}) =>
      (await client.callTool({ name: tool, arguments: args }, undefined, {
        timeout: CLIENT_TIMEOUT_MS,
      })) as CallToolResult,
    stderr: () => stderr,
    async close() {
      await client.close();
      await running.close();
    },
  };
}

/** The in-process server as a test file uses it, like startMcpServer's over stdio. */
export async function startInProcessServer(env: Record<string, string> = {}): Promise<McpTestServer> {
  const { SEMANTIC_HINTS_CDP_URL: cdpUrl = '', ...rest } = env;
  return asTestServer(await connectInProcess(cdpUrl, rest));
}
