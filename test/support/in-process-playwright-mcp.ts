// The official Playwright MCP (the pinned devDependency) built in the test process from its library
// entry and spoken to over the SDK's in-memory transport: the same tools acting on the browser
// through a CDP connection of their own, as the `npx @playwright/mcp --cdp-endpoint` process
// does, without starting a Node process per test and loading Playwright in it again.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createConnection } from '@playwright/mcp';

export interface PlaywrightMcp {
  call: (tool: string, args?: Record<string, unknown>) => Promise<CallToolResult>;
  close: () => Promise<void>;
}

/** Playwright MCP attached to `cdpUrl`, its snapshot and console files in a folder removed on close. */
export async function connectPlaywrightMcpInProcess(cdpUrl: string): Promise<PlaywrightMcp> {
  const outputDir = await mkdtemp(join(tmpdir(), 'playwright-mcp-'));
  const server = await createConnection({ browser: { cdpEndpoint: cdpUrl }, outputDir });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'playwright-mcp-client', version: '0.0.0' });
  await client.connect(clientSide);
  return {
    call: async (tool, args = {}) => (await client.callTool({ name: tool, arguments: args })) as CallToolResult,
    async close() {
      await client.close();
      await server.close();
      await rm(outputDir, { recursive: true, force: true });
    },
  };
}
