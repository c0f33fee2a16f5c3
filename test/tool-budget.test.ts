// Tool definitions reach the model on every turn: ours must stay within their token budget, counted
// on what tools/list actually sends.

import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOOL_DEFINITION_BUDGET, definitionCosts } from '../bench/tool-definitions.js';
import { startInProcessServer } from './support/in-process-server.js';
import type { McpTestServer } from './support/mcp.js';

let server: McpTestServer;

beforeAll(async () => {
  // No browser is needed to list tools; the attach in the background fails quietly.
  server = await startInProcessServer({ SEMANTIC_HINTS_CDP_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => server.close());

it(`keeps the three tools' descriptions and input schemas within ${TOOL_DEFINITION_BUDGET} o200k tokens`, async () => {
  const { tools } = await server.client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(['semantic_snapshot', 'semantic_observe', 'semantic_review']);
  const { total, tools: costs } = definitionCosts(tools);
  // Each tool costs the o200k tokens of what reaches the model: its name, description and input schema as listed.
  const expected = tools.map((tool) => ({
    name: tool.name,
    tokens: encode(JSON.stringify({ name: tool.name, description: tool.description, input_schema: tool.inputSchema }))
      .length,
  }));
  expect(costs).toEqual(expected);
  expect(total).toBe(expected[0]!.tokens + expected[1]!.tokens + expected[2]!.tokens);
  expect(total, JSON.stringify(costs)).toBeLessThanOrEqual(TOOL_DEFINITION_BUDGET);
});
