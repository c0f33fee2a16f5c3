import { z } from 'zod';
import { isolatedWorld } from '../browser/isolated-world.js';
import { ROLES } from '../page/types.js';
import { unwrap } from './page-errors.js';
import { fitToCeiling } from './response-ceiling.js';
import {
  foldedCollection,
  groupedEntry,
  includeHiddenSchema,
  pageUrl,
  roleEntry,
  scopeSchema,
  warning,
} from './schemas.js';
import { defineTool } from './tool.js';

const groups = Object.fromEntries(ROLES.map((role) => [role, z.array(groupedEntry).optional()])) as Record<
  (typeof ROLES)[number],
  z.ZodOptional<z.ZodArray<typeof groupedEntry>>
>;

export const semanticSnapshot = defineTool({
  name: 'semantic_snapshot',
  title: 'Semantic snapshot',
  description: [
    'Compact map of the elements the app hints with data-semtag-* attributes, grouped by role. Call it first on a page or after the screen changes, instead of browser_snapshot: it is a fraction of the size and its ids are owned by the app, so they survive re-renders.',
    "Returns {url, screen, navigation, action, option, input, select, toggle, slider, observable, region, collection, other, collections}; empty groups are left out. Entries carry id and, only when present: name, action, state, target (the screen a navigation leads to), controls (the id it opens), options, value, enabled:false (do not click it), visible:false. `other` holds hints with an unknown or missing role (a gap in the app's hints; its role field shows the raw value).",
    'collections fold repeated items into a table: `item`/`itemControls` hold what every item shares, `fields` names the columns of each `items` row, null marks an absent cell, and a bare control column (true/null) says whether that item has the control. Rebuild a member\'s id from idPattern: "products.grid.item.{key}[.{control}]" with key "beta" and control "add" is "products.grid.item.beta.add".',
    'To act, use Playwright MCP with the id as a selector, e.g. browser_click({target: "[data-semtag-id=\'checkout.submit\']"}) or browser_type({target: "[data-semtag-id=\'checkout.email\']", text: "a@b.co"}); then read the effect with semantic_observe. Pass `scope` (an id or CSS selector) to read one region, and `url` to navigate first.',
  ].join('\n\n'),
  inputSchema: z.strictObject({
    url: pageUrl
      .optional()
      .describe('Navigate the active tab here first and wait for load; omit to read the page as it is.'),
    scope: scopeSchema
      .optional()
      .describe('Only this subtree: a data-semtag-id (e.g. "products.filters"), else a CSS selector.'),
    includeHidden: includeHiddenSchema
      .optional()
      .describe('Also list hidden elements (closed menus, inactive tabs), marked visible:false. Default false.'),
  }),
  outputSchema: z.object({
    url: z.string(),
    screen: z.string().optional(),
    ...groups,
    other: z.array(roleEntry).optional(),
    collections: z.array(foldedCollection).optional(),
    truncated: z.object({ omitted: z.number(), hint: z.string() }).optional(),
    warning,
  }),
  annotations: { readOnlyHint: true, openWorldHint: true },
  async handler({ url, scope, includeHidden }, { session, config, signal }) {
    const snapshot = await session.withPage({ url, signal }, async (page) =>
      unwrap(await isolatedWorld(page).call('snapshot', { scope, includeHidden: includeHidden ?? false }, signal)),
    );
    return fitToCeiling(snapshot, config.maxResponseChars);
  },
});
