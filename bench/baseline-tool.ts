// The benchmark's baseline for semantic_observe: `bare_evaluate` finds the active page as every
// tool does and sends one `Runtime.evaluate` of `1` over CDP, nothing more: the least a tool of this
// server can do to reach the page. bench/baseline-server.ts serves it beside the published tools.

import type { CDPSession, Page } from 'playwright-core';
import { z } from 'zod';
import { defineTool } from '../src/tools/tool.js';

export const BARE_EVALUATE = 'bare_evaluate';

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function cdpOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

export const bareEvaluate = defineTool({
  name: BARE_EVALUATE,
  title: 'Bare evaluate (benchmark baseline)',
  description:
    'Evaluates `1` in the active page: one CDP round trip, for the benchmark to compare semantic_observe with.',
  inputSchema: z.strictObject({}),
  outputSchema: z.object({ value: z.number() }),
  annotations: { readOnlyHint: true },
  async handler(_args, { session }) {
    return session.withTab({}, async ({ page }) => {
      const response = (await (
        await cdpOf(page)
      ).send('Runtime.evaluate', { expression: '1', returnByValue: true })) as { result: { value: number } };
      return { value: response.result.value };
    });
  },
});
