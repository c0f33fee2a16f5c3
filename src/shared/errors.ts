// An error whose message is written for the agent: what went wrong and how to fix the call.
// Anything else that escapes a handler is a bug, reported as such.

export class ToolError extends Error {
  override name = 'ToolError';
}

/** The first non-empty line of an error's message, bounded: for messages that quote another library's error. */
export function firstLine(err: unknown, maxChars = 300): string {
  const message = err instanceof Error ? err.message : String(err);
  return (message.split('\n').find((line) => line.trim() !== '') ?? message).trim().slice(0, maxChars);
}

/** A value as a message quotes it: a JSON string, cut at 200 characters so a long input cannot swamp the message. */
export function quote(text: string): string {
  return JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);
}
