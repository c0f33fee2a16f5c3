// The MCP server: lists every tool definition and runs its calls through one wrapper that
// validates the arguments with the tool's own schema, queues the call, and turns what handlers
// throw into isError results that say how to fix the call. Built on the SDK's low-level Server and
// its public request handlers, so no SDK internals are patched.

import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { errorResult, successResult } from '../answer/call-result.js';
import { z } from 'zod';
import type { Log } from '../browser/session.js';
import { CallQueue } from './call-queue.js';
import type { Config } from '../config/config.js';
import { redact } from '../config/endpoint-secrets.js';
import { ToolError, firstLine } from '../shared/errors.js';
import { TOOLS } from '../tools/index.js';
import type { ToolDefinition, ToolSession } from '../tools/tool.js';
import { VERSION } from '../shared/version.js';

/** The tools/list `_meta` key through which Claude Code learns a tool's largest result, in characters. */
export const MAX_RESULT_SIZE_META = 'anthropic/maxResultSizeChars';

function describeFailure(err: unknown, tool: string, log: Log): string {
  if (err instanceof ToolError) return err.message;
  log(`${tool} failed: ${err instanceof Error && err.stack ? err.stack : String(err)}`);
  return `${tool} failed unexpectedly: ${firstLine(err, 500)}. The server is still running; call again, and if it repeats, check the server's log (stderr).`;
}

function issuesOf(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.message} (at ${issue.path.join('.')})` : issue.message))
    .join('; ');
}

/** The listing entry, with JSON Schemas as MCP clients expect them (draft 7). */
function listing(tool: ToolDefinition, maxResultChars: number): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: z.toJSONSchema(tool.inputSchema, { target: 'draft-7', io: 'input' }) as Tool['inputSchema'],
    outputSchema: z.toJSONSchema(tool.outputSchema, { target: 'draft-7', io: 'output' }) as Tool['outputSchema'],
    annotations: tool.annotations,
    // Claude Code saves a larger result to a file instead of showing it: every answer of ours
    // fits this ceiling (the snapshot is cut to it; observe and review are bounded far below).
    _meta: { [MAX_RESULT_SIZE_META]: maxResultChars },
  };
}

export function createServer(options: {
  config: Config;
  session: ToolSession;
  log: Log;
  /** What no answer may carry: the browser service's credentials (endpointSecrets). */
  secrets: readonly string[];
  tools?: ToolDefinition[];
}): Server {
  const { config, session, log, secrets } = options;
  const tools = options.tools ?? TOOLS;
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const server = new Server(
    { name: 'semantic-hints-mcp', version: VERSION },
    {
      capabilities: { tools: {} },
      instructions:
        "Read-only companion to Playwright MCP for apps hinted with data-semtag-* attributes: semantic_snapshot maps the page, act through Playwright MCP with [data-semtag-id='…'] selectors, semantic_observe reads one element back, semantic_review lists hinting gaps to fix in the app.",
    },
  );
  const queue = new CallQueue(config.timeoutMs);
  // Made at the first tools/list, not before the handshake: a start answers initialize sooner.
  let listed: Tool[] | undefined;

  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: (listed ??= tools.map((tool) => listing(tool, config.maxResponseChars))),
  }));

  // Every outcome, bad arguments included, goes through errorResult so it carries the fallback warning.
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: rawArgs } = request.params;
    const tool = byName.get(name);
    if (!tool) {
      return errorResult(
        `Tool ${JSON.stringify(name)} not found: this server offers ${tools.map((t) => t.name).join(', ')}.`,
        session.warning,
      );
    }
    const args = tool.inputSchema.safeParse(rawArgs ?? {});
    if (!args.success) {
      return errorResult(`Invalid arguments for ${tool.name}: ${issuesOf(args.error)}`, session.warning);
    }
    try {
      const value = await queue.run(tool.name, (signal) => tool.handler(args.data, { session, config, signal }));
      // The listing promises this shape; a mismatch is our bug, reported as such rather than sent.
      const checked = tool.outputSchema.safeParse(value);
      if (!checked.success) throw new Error(`the result does not match the output schema: ${issuesOf(checked.error)}`);
      return successResult(value, session.warning);
    } catch (err) {
      // No answer carries a credential of the browser service, whatever a library's error quoted.
      return errorResult(redact(describeFailure(err, tool.name, log), secrets), session.warning);
    }
  });
  return server;
}
