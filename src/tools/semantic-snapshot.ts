import { z } from 'zod';
import { hasFramedEntries, readSnapshot } from '../read-documents.js';
import { ToolError } from '../errors.js';
import { ROLES } from '../page/vocabulary.js';
import type { Role } from '../page/vocabulary.js';
import { rowsFrom } from '../snapshot/collection-rows.js';
import { unwrap } from './page-errors.js';
import { recordSnapshot } from '../snapshot/reported.js';
import { WARNING_ROOM, fitToCeiling } from '../snapshot/response-ceiling.js';
import { carryBehindModal, chooseDelta } from '../snapshot/snapshot-delta.js';
import {
  entryChange,
  foldedCollection,
  groupedEntry,
  includeHiddenSchema,
  pageUrl,
  roleEntry,
  rowChanges,
  rowsFromSchema,
  scopeSchema,
  truncation,
  warning,
} from './schemas.js';
import { defineTool } from './tool.js';

const groups = Object.fromEntries(ROLES.map((role) => [role, z.array(groupedEntry).optional()])) as Record<
  Role,
  z.ZodOptional<z.ZodArray<typeof groupedEntry>>
>;

/** The `full` reason when hints of frames are on the page, now or in the snapshot compared with. */
export const FRAMED_IN_FULL = 'the page shows hints in frames: changes come in full';

/** What semantic_snapshot answers: a full snapshot (or a page of a collection's rows), or a delta. */
export const snapshotAnswer = z.object({
  // A delta says url and screen only when they are news.
  url: z.string().optional(),
  screen: z.string().nullable().optional(),
  modal: z
    .union([z.string(), z.literal(true)])
    .nullable()
    .optional(),
  ...groups,
  other: z.array(roleEntry).optional(),
  collections: z.array(z.union([foldedCollection, rowChanges])).optional(),
  rows: z.object({ from: z.number().int(), of: z.number().int() }).optional(),
  truncated: truncation.optional(),
  delta: z.literal(true).optional(),
  full: z.string().optional(),
  added: z.object({ ...groups, other: z.array(roleEntry).optional() }).optional(),
  removed: z.array(z.string()).optional(),
  kept: z.array(z.string()).optional(),
  changed: z.array(entryChange).optional(),
  warning,
});

export const semanticSnapshot = defineTool({
  name: 'semantic_snapshot',
  title: 'Semantic snapshot',
  description: [
    "The page's elements hinted with data-semtag-*, grouped by role. Use it on each new screen instead of browser_snapshot.",
    "other: unknown role (a hinting gap). No empty groups. Entry fields only when present: id, frame (in a frame, target <frame> >> internal:control=enter-frame >> [data-semtag-id=…]), name, action, state, target (screen it opens), controls, options, total (count the page states, if it holds fewer), value, enabled:false, visible:false. modal: open modal's id (or true); only its contents listed.",
    "collections fold lists: item/itemControls hold shared fields; items rows align with fields (null: absent). A member's id is idPattern filled in, e.g. products.grid.item.beta.add.",
    'Act through Playwright MCP: browser_click({target: "[data-semtag-id=\'checkout.submit\']"}). Verify with semantic_observe. After an action, pass changes:true for only {added, removed or kept (all else gone), changed, collections (rows by key)}, else the full snapshot (`full`: why no delta can come).',
  ].join('\n\n'),
  inputSchema: z.strictObject({
    url: pageUrl.optional().describe('Navigate here first.'),
    scope: scopeSchema.optional().describe('Only this subtree: an id, else a CSS selector.'),
    includeHidden: includeHiddenSchema.optional().describe('Also list hidden elements.'),
    changes: z
      .boolean({ error: 'changes must be true or false' })
      .optional()
      .describe('Only what changed since you last read this page and scope.'),
    // Kept short: truncated.hint spells out the call that uses it.
    rowsFrom: rowsFromSchema.optional().describe('Continue a cut collection from this member id.'),
  }),
  outputSchema: snapshotAnswer,
  annotations: { readOnlyHint: true, openWorldHint: true },
  async handler({ url, scope, includeHidden, changes, rowsFrom: from }, { session, config, signal }) {
    if (changes && from !== undefined)
      throw new ToolError('Pass either changes or rowsFrom, not both: rowsFrom reads the rest of a cut collection.');
    return session.withTab({ url, signal }, async (tab, { documentTabs }) => {
      const { behindModal: behindIds, ...snapshot } = unwrap(
        await readSnapshot(tab.world, { scope, includeHidden: includeHidden ?? false }, signal),
      );
      const behindModal = new Set(behindIds);
      const repeat = { scope, includeHidden };
      // A page of rows is not a snapshot of the page: it is not recorded for later deltas.
      if (from !== undefined) {
        const rows = rowsFrom(snapshot, from);
        return fitToCeiling(rows, config.maxResponseChars, repeat, rows.rows);
      }
      const reported = tab.told;
      const key = JSON.stringify([scope ?? null, includeHidden ?? false]);
      const baseline = reported.baselines.get(key);
      // Ids are unique per document only: a delta, keyed by id, would mix up two documents' entries.
      const framed = hasFramedEntries(snapshot) || (baseline !== undefined && hasFramedEntries(baseline.snapshot));
      const choice =
        framed && changes
          ? { full: FRAMED_IN_FULL }
          : changes
            ? chooseDelta(baseline?.snapshot, snapshot, {
                ...(baseline ? { reportedSince: baseline.reportedSince } : {}),
                sayUrl: documentTabs > 1,
                maxSize: config.maxResponseChars - WARNING_ROOM,
                behindModal,
              })
            : undefined;
      if (choice && 'delta' in choice) {
        recordSnapshot(reported, key, choice.told, behindModal);
        return choice.delta;
      }
      // The reason is part of the answer, so it is counted against the ceiling.
      const reason = choice?.full !== undefined ? { full: choice.full } : {};
      const { full: _reason, ...full } = fitToCeiling({ ...snapshot, ...reason }, config.maxResponseChars, repeat);
      recordSnapshot(reported, key, carryBehindModal(baseline?.snapshot, full, behindModal), behindModal);
      return { ...full, ...reason };
    });
  },
});
