import { z } from 'zod';
import { readWatch } from '../frames/read-documents.js';
import { changedTooEarlyNote } from '../messages/wait-notes.js';
import { answered } from './page-result.js';
import { condition, roleEntry, semanticId, truncation, documentStatus, warning } from './schemas.js';
import { defineTabTool } from './tool.js';

/** The longest wait a call may ask for, and the wait when it names none. */
export const MAX_WAIT_MS = 10_000;
const DEFAULT_WAIT_MS = 3_000;
const MAX_IDS = 20;
const ID_ERROR = `id must be a string (a data-semtag-id such as "cart.total") or an array of 1 to ${MAX_IDS} of them`;
/** Room left under the server's per-call limit for reading the answer after a wait. */
const CALL_MARGIN_MS = 1_000;

const observed = roleEntry.extend({ absent: z.literal(true).optional() });

export const semanticObserve = defineTabTool({
  name: 'semantic_observe',
  title: 'Observe hinted elements',
  description: [
    "Current state of hinted elements by id: check each action's effect here. One id returns its entry (snapshot fields plus role); an array, {elements: [...]}. url: the tab read, when several show pages.",
    'Apps update asynchronously: until waits in the page, e.g. {id: ["cart.total", "cart.count"], until: "changed"} or {id: "checkout.submit", until: {enabled: true}}. The answer adds waitedMs, or timedOut:true with the current state; absent:true marks an id not on the page. Without until, a missing or duplicate id is an error.',
  ].join('\n\n'),
  inputSchema: z.strictObject({
    id: z
      .union([z.string(), z.array(z.string())], { error: ID_ERROR })
      .superRefine((id, context) => {
        if (typeof id !== 'string' && (id.length === 0 || id.length > MAX_IDS))
          context.addIssue({ code: 'custom', message: ID_ERROR });
        for (const one of typeof id === 'string' ? [id] : id) {
          const problem = semanticId.safeParse(one).error?.issues[0]?.message;
          if (problem) context.addIssue({ code: 'custom', message: problem });
        }
      })
      .describe('An id from semantic_snapshot, or an array of ids.'),
    until: condition.optional(),
    frame: z.string({ error: 'frame must be a string: the frame of an entry from semantic_snapshot' }).optional(),
    timeoutMs: z
      .number({ error: 'timeoutMs must be a number of milliseconds' })
      .refine((ms) => Number.isInteger(ms) && ms >= 0 && ms <= MAX_WAIT_MS, {
        error: `timeoutMs must be a whole number of milliseconds from 0 to ${MAX_WAIT_MS}`,
      })
      .optional()
      .describe(`Wait limit, default ${DEFAULT_WAIT_MS}.`),
  }),
  outputSchema: observed.partial({ id: true }).extend({
    url: z.string().optional(),
    elements: z.array(observed).optional(),
    waitedMs: z.number().optional(),
    timedOut: z.literal(true).optional(),
    note: z.string().optional(),
    truncated: truncation.optional(),
    status: documentStatus,
    warning,
  }),
  annotations: { readOnlyHint: true, openWorldHint: true },
  async handle({ id, until, timeoutMs, frame }, { tab, answer, config, signal }) {
    const ids = typeof id === 'string' ? [id] : [...new Set(id)];
    const wait = Math.max(0, Math.min(timeoutMs ?? DEFAULT_WAIT_MS, config.timeoutMs - CALL_MARGIN_MS));
    const reported = answer.lastSent(ids);
    const watched = answered(await readWatch(tab.world, { ids, until, timeoutMs: wait, reported }, frame, signal));
    const note =
      watched.timedOut && until === 'changed'
        ? changedTooEarlyNote(ids.filter((one) => !(one in reported)))
        : undefined;
    return { ...answer.observed(watched, typeof id === 'string'), ...(note ? { note } : {}) };
  },
});
