import { z } from 'zod';
import { readReview } from '../frames/read-documents.js';
import { ADVICE_KINDS, GAP_KINDS } from '../page/types.js';
import type { GapKind } from '../page/types.js';
import { GAP_KIND_TEXT } from '../messages/gap-kinds.js';
import { unwrap } from './page-result.js';
import { includeHiddenSchema, pageUrl, scopeSchema, truncation, documentStatus, warning } from './schemas.js';
import { defineTabTool } from './tool.js';

const gapReport = z.object({ count: z.number().int(), places: z.array(z.string()) });

const suggestion = z.object({
  place: z.string(),
  name: z.string().optional(),
  gap: z.enum(GAP_KINDS).optional(),
  advice: z.enum(ADVICE_KINDS).optional(),
  set: z.record(z.string(), z.string()),
  why: z.string(),
  where: z.string().optional(),
});

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
  description: `Lists the page's data-semtag-* hint gaps. Returns {url, coverage (% controls hinted), gaps: {<kind>: {count, places}}, total}. Kinds: ${gapKindsForModel()}. Fix in source until total is 0. suggest: also hints to add (current state).`,
  inputSchema: z.strictObject({
    url: pageUrl.optional().describe('Navigate here first.'),
    scope: scopeSchema.optional().describe('Only this subtree: an id, else a CSS selector.'),
    includeHidden: includeHiddenSchema.optional().describe('Also hidden elements.'),
    suggest: z.boolean().optional(),
  }),
  outputSchema: z.object({
    url: z.string(),
    coverage: z.number(),
    gaps,
    total: z.number().int(),
    suggestions: z.array(suggestion).optional(),
    truncated: truncation.optional(),
    status: documentStatus,
    warning,
  }),
  annotations: { readOnlyHint: true, openWorldHint: true },
  async handle({ scope, includeHidden, suggest }, { tab, answer, signal }) {
    const args = { scope, includeHidden: includeHidden ?? false, ...(suggest ? { suggest } : {}) };
    return answer.review(unwrap(await readReview(tab.world, args, signal)));
  },
});
