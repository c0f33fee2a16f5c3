// Tool definitions reach the model on every turn: ours must stay within their token budget, counted
// on what tools/list actually sends.

import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOOL_DEFINITION_BUDGET, definitionCosts } from '../bench/tool-definitions.js';
import { startMcpServer } from './support/mcp.js';
import type { McpTestServer } from './support/mcp.js';

let server: McpTestServer;

beforeAll(async () => {
  // No browser is needed to list tools; the attach in the background fails quietly.
  server = await startMcpServer({ SEMANTIC_HINTS_CDP_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => server.close());

it(`keeps the three tools' descriptions and input schemas within ${TOOL_DEFINITION_BUDGET} o200k tokens`, async () => {
  const { tools } = await server.client.listTools();
  expect(tools.map((tool) => tool.name)).toEqual(['semantic_snapshot', 'semantic_observe', 'semantic_review']);
  const { total, tools: costs } = definitionCosts(tools);
  expect(costs.every((cost) => cost.tokens > 50)).toBe(true);
  expect(total, JSON.stringify(costs)).toBeLessThanOrEqual(TOOL_DEFINITION_BUDGET);
});
