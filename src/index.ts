#!/usr/bin/env node
// The bin: reads the configuration and serves MCP over stdio. Logs go to stderr: stdout is the protocol.

import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { BrowserSession } from './browser/session.js';
import { ConfigError, loadConfig } from './config.js';
import { createServer } from './server.js';

const log = (message: string) => process.stderr.write(`[semantic-hints] ${message}\n`);

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      log(err.message);
      process.exit(2);
    }
    throw err;
  }
  const session = new BrowserSession(config, log);
  const server = createServer({ config, session, log });
  const transport = new StdioServerTransport();

  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    log(`shutting down (${reason}); the shared browser keeps running`);
    await session.close();
    await server.close().catch(() => undefined);
    process.exit(0);
  };
  process.stdin.on('close', () => void shutdown('stdin closed'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await server.connect(transport);
  log(`ready; CDP endpoint ${config.cdpUrl}${config.launchBrowser ? ' (launch fallback on)' : ''}`);
}

main().catch((err: unknown) => {
  log(`fatal: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
