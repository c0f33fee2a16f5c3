// What a tool is: a plain definition that server/mcp-server.ts registers in one loop. Most tools read the
// agent's tab: defineTabTool states that need, and its handler gets the tab and the tab's Answer
// (src/answer/answer.ts), which turns what the handler read into what the agent is given.

import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { Answer } from '../answer/answer.js';
import type { SentRecord } from '../answer/sent.js';
import { withErrorStatus } from '../shared/document-status.js';
import type { PageHandle } from '../browser/page-handle.js';
import type { BrowserSession } from '../browser/session.js';
import type { Config } from '../config/config.js';

/** The session the tools work in: each tab's handle keeps what the agent was told of it. */
export type ToolSession = BrowserSession<SentRecord>;

export interface ToolContext {
  session: ToolSession;
  config: Config;
  /** Aborted when the call ran out of time: stop, so the next call can start. */
  signal: AbortSignal;
}

interface ToolFace<Input extends z.ZodObject, Output extends z.ZodObject> {
  name: string;
  title: string;
  /** Written for the model that reads it: when to use the tool, what comes back, how to act on it. */
  description: string;
  inputSchema: Input;
  outputSchema: Output;
  annotations: ToolAnnotations;
}

export interface ToolDefinition<
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodObject = z.ZodObject,
> extends ToolFace<Input, Output> {
  /** Throws ToolError with a message that says how to fix the call. */
  handler(args: z.infer<Input>, context: ToolContext): Promise<z.infer<Output>>;
}

/** Keeps each tool's own types while letting the registry hold them side by side. */
export function defineTool<Input extends z.ZodObject, Output extends z.ZodObject>(
  tool: ToolDefinition<Input, Output>,
): ToolDefinition {
  return tool;
}

/** What a tab tool's handler is given: the agent's tab, and the answer it reads into. */
export interface TabContext {
  tab: PageHandle<SentRecord>;
  answer: Answer;
  /** Aborted when the call ran out of time. */
  signal: AbortSignal;
  config: Config;
}

/**
 * A tool that reads the agent's tab: the session chooses the tab, navigates it to the `url`
 * argument when the input has one, and ends the call with how to answer a dialog the tab shows
 * (a dialog holds every read of the page).
 */
export interface TabToolDefinition<Input extends z.ZodObject, Output extends z.ZodObject> extends ToolFace<
  Input,
  Output
> {
  /** Checks of the arguments alone, made before any tab is chosen or navigated: throws ToolError. */
  checkArgs?(args: z.infer<Input>): void;
  handle(args: z.infer<Input>, context: TabContext): Promise<z.infer<Output>>;
}

export function defineTabTool<Input extends z.ZodObject, Output extends z.ZodObject>(
  tool: TabToolDefinition<Input, Output>,
): ToolDefinition {
  const { name, title, description, inputSchema, outputSchema, annotations } = tool;
  return defineTool<Input, Output>({
    name,
    title,
    description,
    inputSchema,
    outputSchema,
    annotations,
    async handler(args, { session, config, signal }) {
      tool.checkArgs?.(args);
      const { url } = args as { url?: string };
      return session.withTab({ url, signal }, async (tab, { documentTabs }) => {
        const answer = new Answer({ sent: tab.sent, url: () => tab.page.url() }, documentTabs, config.maxResponseChars);
        const result = await tool.handle(args, { tab, answer, signal, config });
        // Read after the call: the call made the world of the document it read.
        return withErrorStatus(result, tab.world.documentStatus);
      });
    },
  });
}
