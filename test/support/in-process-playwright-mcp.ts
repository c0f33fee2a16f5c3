// The official Playwright MCP (the pinned devDependency) built in the test process from its library
// entry and spoken to over the SDK's in-memory transport: the same tools acting on the browser
// through a CDP connection of their own, as the `npx @playwright/mcp --cdp-endpoint` process
// does, without starting a Node process per test and loading Playwright in it again.
//
// Its CDP connection is made here and closed with it: attached over CDP, Playwright MCP's own
// connection outlives the MCP server's close (the process's exit is what ends it), and a Playwright
// connection left on a browser dismisses every dialog a page opens there afterwards.

import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createConnection } from '@playwright/mcp';
import type { BrowserContext } from 'playwright';
import type { ConnectOverCDPOptions } from 'playwright-core';

/** The Playwright that Playwright MCP itself loads (its own pinned version), for its connection. */
const playwrightOfMcp = createRequire(import.meta.resolve('@playwright/mcp'))(
  'playwright-core',
) as typeof import('playwright-core');

export interface PlaywrightMcp {
  call: (tool: string, args?: Record<string, unknown>) => Promise<CallToolResult>;
  close: () => Promise<void>;
}

/** Playwright MCP attached to `cdpUrl`, its snapshot and console files in a folder removed on close. */
export async function connectPlaywrightMcpInProcess(cdpUrl: string): Promise<PlaywrightMcp> {
  const outputDir = await mkdtemp(join(tmpdir(), 'playwright-mcp-'));
  // As Playwright MCP connects when given the endpoint: its default context, no default overrides.
  const connectOptions = { noDefaults: true } as ConnectOverCDPOptions;
  const browser = await playwrightOfMcp.chromium.connectOverCDP(cdpUrl, connectOptions);
  const server = await createConnection(
    { browser: { cdpEndpoint: cdpUrl }, outputDir },
    async () =>
      // The same library at runtime; the type comes from another copy of Playwright.
      browser.contexts()[0] as unknown as BrowserContext,
  );
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'playwright-mcp-client', version: '0.0.0' });
  await client.connect(clientSide);
  return {
    call: async (tool, args = {}) => (await client.callTool({ name: tool, arguments: args })) as CallToolResult,
    async close() {
      await client.close();
      await server.close();
      await browser.close();
      await rm(outputDir, { recursive: true, force: true });
    },
  };
}
