import { z } from 'zod';
import { isolatedWorld } from '../browser/isolated-world.js';
import { GAP_KINDS } from '../page/types.js';
import type { GapKind } from '../page/types.js';
import { gapKindsForTool } from './gap-kinds.js';
import { unwrap } from './page-errors.js';
import { includeHiddenSchema, pageUrl, scopeSchema, warning } from './schemas.js';
import { defineTool } from './tool.js';

const gapReport = z.object({ count: z.number().int(), places: z.array(z.string()) });

const gaps = z.object(
  Object.fromEntries(GAP_KINDS.map((kind) => [kind, gapReport.optional()])) as Record<
    GapKind,
    z.ZodOptional<typeof gapReport>
  >,
);

export const semanticReview = defineTool({
  name: 'semantic_review',
  title: 'Review hinting gaps',
  description: [
    "Checks the page's data-semtag-* hints against the vocabulary and lists what is missing or wrong. Use it when hinting an app (after adding hints, to see what is left), or when semantic_snapshot shows an `other` group, a control you need is absent, or an id is ambiguous. Not needed for ordinary browsing.",
    'Returns {url, coverage, gaps, total}: coverage is the percent of visible interactive elements (links, buttons, form fields, ARIA widgets, contenteditable) that are hinted; gaps has one {count, places} entry per kind found (places list up to 20, count is the total); total sums the counts; no gaps means {gaps: {}, total: 0}. Places are semantic ids, member prefixes, or short CSS paths such as "main > form > button:nth-of-type(2)" for elements with no id.',
    gapKindsForTool(),
    "The review only reads. To fix the gaps, edit the app's source (the hint-injection guide says how), reload, and review again until total is 0. Pass `scope` (an id or CSS selector) to review one region, `url` to navigate first, and includeHidden to also review hidden elements.",
  ].join('\n\n'),
  inputSchema: z.strictObject({
    url: pageUrl
      .optional()
      .describe('Navigate the active tab here first and wait for load; omit to review the page as it is.'),
    scope: scopeSchema
      .optional()
      .describe('Only this subtree: a data-semtag-id (e.g. "checkout.form"), else a CSS selector.'),
    includeHidden: includeHiddenSchema
      .optional()
      .describe('Also review hidden elements (closed menus, inactive tabs, mobile-only copies). Default false.'),
  }),
  outputSchema: z.object({
    url: z.string(),
    coverage: z.number(),
    gaps,
    total: z.number().int(),
    warning,
  }),
  annotations: { readOnlyHint: true, openWorldHint: true },
  async handler({ url, scope, includeHidden }, { session, signal }) {
    return session.withPage({ url, signal }, async (page) =>
      unwrap(await isolatedWorld(page).call('review', { scope, includeHidden: includeHidden ?? false }, signal)),
    );
  },
});
