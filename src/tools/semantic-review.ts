import { z } from 'zod';
import { readReview } from '../read-documents.js';
import { GAP_KINDS } from '../page/types.js';
import type { GapKind } from '../page/types.js';
import { GAP_KIND_TEXT } from '../texts/gap-kinds.js';
import { unwrap } from './page-result.js';
import { includeHiddenSchema, pageUrl, scopeSchema, warning } from './schemas.js';
import { defineTabTool } from './tool.js';

const gapReport = z.object({ count: z.number().int(), places: z.array(z.string()) });

const gaps = z.object(
  Object.fromEntries(GAP_KINDS.map((kind) => [kind, gapReport.optional()])) as Record<
    GapKind,
    z.ZodOptional<typeof gapReport>
  >,
);

/** Every kind by name, glossed where the name alone says too little: for the description. */
function gapKindsForModel(): string {
  return GAP_KINDS.map((kind) => {
    const { gloss } = GAP_KIND_TEXT[kind];
    return gloss ? `${kind} (${gloss})` : kind;
  }).join(', ');
}

export const semanticReview = defineTabTool({
  name: 'semantic_review',
  title: 'Review hinting gaps',
  description: [
    "Lists gaps in the page's data-semtag-* hints: use it when hinting an app, or when a snapshot shows other or lacks a control you need.",
    `Returns {url, coverage (% of controls hinted), gaps: {<kind>: {count, places}}, total}. Kinds: ${gapKindsForModel()}. Fix them in the app's source; review again until total is 0.`,
  ].join('\n\n'),
  inputSchema: z.strictObject({
    url: pageUrl.optional().describe('Navigate here first.'),
    scope: scopeSchema.optional().describe('Only this subtree: an id, else a CSS selector.'),
    includeHidden: includeHiddenSchema.optional().describe('Also review hidden elements.'),
  }),
  outputSchema: z.object({
    url: z.string(),
    coverage: z.number(),
    gaps,
    total: z.number().int(),
    warning,
  }),
  annotations: { readOnlyHint: true, openWorldHint: true },
  async handle({ scope, includeHidden }, { tab, answer, signal }) {
    return answer.review(unwrap(await readReview(tab.world, { scope, includeHidden: includeHidden ?? false }, signal)));
  },
});
