// What our tool definitions cost the model on every turn: each tool's name, description and input
// schema exactly as tools/list gives them, in o200k tokens. The bench reports it; a test holds it
// under the budget.

import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';

/** The budget for all of our tools together (bench/targets.ts), which a test holds them under. */
export { TOOL_DEFINITION_BUDGET } from './targets.js';

export interface ToolDefinitionCost {
  name: string;
  tokens: number;
}

/** The part of a listed tool that reaches the model: name, description and input schema. */
export function definitionTokens(tool: Pick<Tool, 'name' | 'description' | 'inputSchema'>): number {
  return countTokens(
    JSON.stringify({ name: tool.name, description: tool.description, input_schema: tool.inputSchema }),
  );
}

export function definitionCosts(tools: Array<Pick<Tool, 'name' | 'description' | 'inputSchema'>>): {
  tools: ToolDefinitionCost[];
  total: number;
} {
  const costs = tools.map((tool) => ({ name: tool.name, tokens: definitionTokens(tool) }));
  return { tools: costs, total: costs.reduce((sum, cost) => sum + cost.tokens, 0) };
}
