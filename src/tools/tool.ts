// What a tool is: a plain definition that mcp-server.ts registers in one loop.

import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { BrowserSession } from '../browser/session.js';
import type { Config } from '../config.js';
import type { Reported } from '../snapshot/reported.js';

/** The session the tools work in: each tab's handle keeps what the agent was told of it. */
export type ToolSession = BrowserSession<Reported>;

export interface ToolContext {
  session: ToolSession;
  config: Config;
  /** Aborted when the call ran out of time: stop, so the next call can start. */
  signal: AbortSignal;
}

export interface ToolDefinition<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  /** Written for the model that reads it: when to use the tool, what comes back, how to act on it. */
  description: string;
  inputSchema: Input;
  outputSchema: Output;
  annotations: ToolAnnotations;
  /** Throws ToolError with a message that says how to fix the call. */
  handler(args: z.infer<Input>, context: ToolContext): Promise<z.infer<Output>>;
}

/** Keeps each tool's own types while letting the registry hold them side by side. */
export function defineTool<Input extends z.ZodObject, Output extends z.ZodObject>(
  tool: ToolDefinition<Input, Output>,
): ToolDefinition {
  return tool;
}
