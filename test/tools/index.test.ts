// The tool list as a client sees it (src/tools/index.ts): the three tools, read-only, with strict
// input schemas, output schemas and descriptions that say how to act on what they return.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { textOf } from '../support/mcp.js';
import { startInProcessServer } from '../support/in-process-server.js';
import type { McpTestServer } from '../support/mcp.js';
import { workerCdpUrl } from '../support/test-env.js';

let server: McpTestServer;
beforeAll(async () => {
  server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: workerCdpUrl() });
});
afterAll(async () => server.close());

it('offers all three tools as read-only, with input and output schemas and descriptions that say how to act', async () => {
  const { tools } = await server.client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(['semantic_snapshot', 'semantic_observe', 'semantic_review']);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  for (const tool of tools) {
    expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    expect(tool.outputSchema?.type).toBe('object');
    expect(tool.inputSchema.additionalProperties).toBe(false);
  }
  expect(byName.get('semantic_snapshot')!.description).toContain('browser_click({target: "[data-semtag-id=\'');
  expect(byName.get('semantic_snapshot')!.description).toContain('changes:true');
  expect(Object.keys(byName.get('semantic_snapshot')!.inputSchema.properties ?? {})).toEqual([
    'url',
    'scope',
    'includeHidden',
    'changes',
    'rowsFrom',
  ]);
  expect(byName.get('semantic_observe')!.description).toContain('until');
  expect(byName.get('semantic_observe')!.inputSchema.required).toEqual(['id']);
});

it('answers a call to a tool it does not have with an isError result, and keeps serving', async () => {
  const result = await server.call('nonexistent_tool', {});
  expect(result.isError).toBe(true);
  expect(textOf(result)).toMatch(/not found/);
  expect((await server.client.listTools()).tools).toHaveLength(3);
});
