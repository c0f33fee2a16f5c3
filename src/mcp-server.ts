// The MCP server: registers every tool definition in one loop and turns what handlers throw into
// isError results that say how to fix the call.

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { BrowserSession, Log } from './browser/session.js';
import { CallQueue } from './call-queue.js';
import type { Config } from './config.js';
import { ToolError } from './errors.js';
import { TOOLS } from './tools/index.js';
import type { ToolDefinition } from './tools/tool.js';
import { VERSION } from './version.js';

// No structuredContent on errors: clients check it against the tool's outputSchema even then.
function errorResult(message: string, warning: string | undefined): CallToolResult {
  const text = warning ? `${message}\n\nwarning: ${warning}` : message;
  return { isError: true, content: [{ type: 'text', text }] };
}

function successResult(value: object, warning: string | undefined): CallToolResult {
  const structured = (warning ? { ...value, warning } : value) as Record<string, unknown>;
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}

function describeFailure(err: unknown, tool: string, log: Log): string {
  if (err instanceof ToolError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  log(`${tool} failed: ${err instanceof Error && err.stack ? err.stack : message}`);
  return `${tool} failed unexpectedly: ${message.split('\n')[0]?.slice(0, 500)}. The server is still running; call again, and if it repeats, check the server's log (stderr).`;
}

export function createServer(options: {
  config: Config;
  session: BrowserSession;
  log: Log;
  tools?: ToolDefinition[];
}): McpServer {
  const { config, session, log } = options;
  const server = new McpServer(
    { name: 'semantic-hints-mcp', version: VERSION },
    {
      instructions:
        "Read-only companion to Playwright MCP for apps hinted with data-semtag-* attributes: semantic_snapshot maps the page, act through Playwright MCP with [data-semtag-id='…'] selectors, semantic_observe reads one element back, semantic_review lists hinting gaps to fix in the app.",
    },
  );
  const queue = new CallQueue(config.timeoutMs);

  for (const tool of options.tools ?? TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: tool.annotations,
      },
      async (args: unknown) => {
        try {
          const value = await queue.run(tool.name, () => tool.handler(args as never, { session, config }));
          return successResult(value, session.warning);
        } catch (err) {
          return errorResult(describeFailure(err, tool.name, log), session.warning);
        }
      },
    );
  }

  // The SDK reports arguments that fail the input schema through this method, before any handler
  // runs; route those through the same formatting so they carry the fallback warning too.
  const sdk = server as unknown as { createToolError(message: string): CallToolResult };
  sdk.createToolError = (message: string) => errorResult(message, session.warning);
  return server;
}
