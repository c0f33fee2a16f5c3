import { z } from 'zod';
import { readSnapshot } from '../frames/read-documents.js';
import { ToolError } from '../shared/errors.js';
import { ROLES } from '../page/vocabulary.js';
import type { Role } from '../page/vocabulary.js';
import { unwrap } from './page-result.js';
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
  documentStatus,
  warning,
} from './schemas.js';
import { defineTabTool } from './tool.js';

const groups = Object.fromEntries(ROLES.map((role) => [role, z.array(groupedEntry).optional()])) as Record<
  Role,
  z.ZodOptional<z.ZodArray<typeof groupedEntry>>
>;

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
  status: documentStatus,
  warning,
});

export const semanticSnapshot = defineTabTool({
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
  checkArgs({ changes, rowsFrom }) {
    if (changes && rowsFrom !== undefined)
      throw new ToolError('Pass either changes or rowsFrom, not both: rowsFrom reads the rest of a cut collection.');
  },
  async handle({ scope, includeHidden, changes, rowsFrom }, { tab, answer, signal }) {
    const read = unwrap(await readSnapshot(tab.world, { scope, includeHidden: includeHidden ?? false }, signal));
    if (rowsFrom !== undefined) return answer.rows(read, rowsFrom, { scope, includeHidden });
    return answer.snapshot(read, { scope, includeHidden, changes });
  },
});
