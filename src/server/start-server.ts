// One running server, whatever carries its messages: the browser session, the MCP server over
// `transport`, the log with every credential of the browser service taken out, and the attach in
// the background. The stdio bin (serve-stdio.ts) and the in-process tests start it the same way.

import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { newSentRecord } from '../answer/sent.js';
import { BrowserSession } from '../browser/session.js';
import type { Log } from '../browser/session.js';
import type { Config } from '../config/config.js';
import { endpointSecrets, redact, shownEndpoint } from '../config/endpoint-secrets.js';
import { createServer } from './mcp-server.js';
import type { ToolDefinition, ToolSession } from '../tools/tool.js';

export interface RunningServer {
  session: ToolSession;
  log: Log;
  /** Lets go of the browser (the shared one keeps running) and closes the transport. */
  close(): Promise<void>;
}

/** `writeLog` takes each line as it may be printed; `tools` replaces the published set (the benchmark adds one). */
export async function startServer(
  config: Config,
  options: { transport: Transport; writeLog: Log; tools?: ToolDefinition[] | undefined },
): Promise<RunningServer> {
  // Made once, for all that may print them: whatever reaches the log, an answer or an error, a
  // credential of the browser service never does.
  const secrets = endpointSecrets(config.cdpUrl, config.cdpHeaders);
  const log = (message: string) => options.writeLog(redact(message, secrets));
  const session = new BrowserSession(config, newSentRecord, log, secrets);
  const server = createServer({ config, session, log, secrets, tools: options.tools });
  // Once the client has finished the handshake, never before: the attach runs in the background,
  // and its first step loads playwright-core, which the handshake need not wait for.
  server.oninitialized = () => session.start();
  await server.connect(options.transport);
  log(`ready; CDP endpoint ${shownEndpoint(config.cdpUrl)}${config.launchBrowser ? ' (launch fallback on)' : ''}`);
  return {
    session,
    log,
    async close() {
      await session.close();
      await server.close().catch(() => undefined);
    },
  };
}
