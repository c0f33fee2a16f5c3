// An error whose message is written for the agent: what went wrong and how to fix the call.
// Anything else that escapes a handler is a bug, reported as such.

export class ToolError extends Error {
  override name = 'ToolError';
}
