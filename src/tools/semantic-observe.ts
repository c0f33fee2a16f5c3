import { z } from 'zod';
import { isolatedWorld } from '../browser/isolated-world.js';
import type { ObservedElement, WatchResult } from '../page/types.js';
import { pageErrorMessage } from './page-errors.js';
import { recordObserved, reportedFor } from './reported.js';
import { condition, roleEntry, semanticId, warning } from './schemas.js';
import { defineTool } from './tool.js';
import { ToolError } from '../errors.js';

/** The longest wait a call may ask for, and the wait when it names none. */
export const MAX_WAIT_MS = 10_000;
const DEFAULT_WAIT_MS = 3_000;
/** Room left under the server's per-call limit for reading the answer after a wait. */
const CALL_MARGIN_MS = 1_000;

const observed = roleEntry.extend({ absent: z.literal(true).optional() });

export const semanticObserve = defineTool({
  name: 'semantic_observe',
  title: 'Observe hinted elements',
  description: 'placeholder',
  inputSchema: z.strictObject({
    id: z
      .union([semanticId, z.array(semanticId).min(1).max(20)], {
        error: 'id must be a data-semtag-id such as "cart.total", or an array of 1 to 20 of them',
      })
      .describe('A data-semtag-id from semantic_snapshot, or an array of them.'),
    until: condition.optional(),
    timeoutMs: z
      .number({ error: 'timeoutMs must be a number of milliseconds' })
      .int({ error: 'timeoutMs must be a whole number of milliseconds' })
      .min(0, { error: 'timeoutMs must be 0 or more' })
      .max(MAX_WAIT_MS, { error: `timeoutMs must be at most ${MAX_WAIT_MS}` })
      .optional()
      .describe(`Longest wait for until, default ${DEFAULT_WAIT_MS}.`),
  }),
  outputSchema: observed.partial({ id: true }).extend({
    elements: z.array(observed).optional(),
    waitedMs: z.number().optional(),
    timedOut: z.literal(true).optional(),
    warning,
  }),
  annotations: { readOnlyHint: true, openWorldHint: true },
  async handler({ id, until, timeoutMs }, { session, config }) {
    const ids = typeof id === 'string' ? [id] : [...new Set(id)];
    const wait = Math.max(0, Math.min(timeoutMs ?? DEFAULT_WAIT_MS, config.timeoutMs - CALL_MARGIN_MS));
    const result: WatchResult = await session.withPage({}, async (page) => {
      const reported = reportedFor(page);
      const earlier: Record<string, ObservedElement | null> = {};
      for (const wanted of ids) {
        const entry = reported.entries.get(wanted);
        if (entry !== undefined) earlier[wanted] = entry;
      }
      const answer = await isolatedWorld(page).call('watch', { ids, until, timeoutMs: wait, reported: earlier });
      if (answer.ok) recordObserved(reported, answer.value);
      return answer;
    });
    if (!result.ok) throw new ToolError(pageErrorMessage(result.error));
    const waitFields = {
      ...(result.waitedMs !== undefined ? { waitedMs: result.waitedMs } : {}),
      ...(result.timedOut ? { timedOut: true as const } : {}),
    };
    return typeof id === 'string' ? { ...result.value[0]!, ...waitFields } : { elements: result.value, ...waitFields };
  },
});
