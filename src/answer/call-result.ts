// What the client is given for every call: the answer as JSON text and as structured content, or
// an error's message; either with the fallback `warning` while the private browser is in use (the
// answers leave room for it: WARNING_ROOM).

import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

// No structuredContent on errors: clients check it against the tool's outputSchema even then.
export function errorResult(message: string, warning: string | undefined): CallToolResult {
  const text = warning ? `${message}\n\nwarning: ${warning}` : message;
  return { isError: true, content: [{ type: 'text', text }] };
}

export function successResult(value: object, warning: string | undefined): CallToolResult {
  const structured = (warning ? { ...value, warning } : value) as Record<string, unknown>;
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured };
}
