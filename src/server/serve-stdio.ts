// Serves the tools over stdio until the client goes away: configuration, browser session, server,
// transport and a clean exit. Logs go to stderr: stdout is the protocol.

import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ConfigError, loadConfig } from '../config/config.js';
import { startServer } from './start-server.js';
import type { RunningServer } from './start-server.js';
import type { ToolDefinition } from '../tools/tool.js';

/** How long closing may take before the process exits regardless. */
const SHUTDOWN_BACKSTOP_MS = 5_000;

const writeLog = (message: string) => process.stderr.write(`[semantic-hints] ${message}\n`);

/** `tools` replaces the published set; the benchmark adds a baseline tool this way. */
export async function serveStdio(options: { tools?: ToolDefinition[] } = {}): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      writeLog(err.message);
      process.exit(2);
    }
    throw err;
  }
  // The handlers come first: a signal that arrives while the server starts (the log already says
  // "ready" before startServer returns) still ends the process cleanly, never by the default action.
  const started: { server?: RunningServer } = {};
  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    writeLog(`shutting down (${reason}); the shared browser keeps running`);
    // Backstop: a close that hangs (a browser that never answers) must not keep the process alive.
    // Unref'd, so a clean close exits without waiting for it.
    setTimeout(() => {
      writeLog(`closing took over ${SHUTDOWN_BACKSTOP_MS} ms; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_BACKSTOP_MS).unref();
    await started.server?.close();
    process.exit(0);
  };
  process.stdin.on('close', () => void shutdown('stdin closed'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  started.server = await startServer(config, {
    transport: new StdioServerTransport(),
    writeLog,
    tools: options.tools,
  });
}

/** For a bin: serve, and on a failure that escapes, say why on stderr and exit non-zero. */
export function runStdioServer(options: { tools?: ToolDefinition[] } = {}): void {
  serveStdio(options).catch((err: unknown) => {
    writeLog(`fatal: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  });
}
