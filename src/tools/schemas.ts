// Zod schemas shared by the tools' inputs and outputs.

import { z } from 'zod';
import { PAGE_URL_PROTOCOLS_TEXT, isPageUrl } from '../shared/page-url.js';
import { COLLECTION_FIELDS } from '../page/types.js';
import type { CollectionField, Condition } from '../page/types.js';

/**
 * Length bounds checked by refinements rather than min/max: the model reads every input schema on
 * every turn, and the bounds only matter to the server.
 */
function lengthWithin(schema: z.ZodString, min: number, max: number, tooShort: string, tooLong: string): z.ZodString {
  return schema
    .refine((text) => text.length >= min, { error: tooShort, abort: true })
    .refine((text) => text.length <= max, { error: tooLong, abort: true });
}

export const pageUrl = lengthWithin(
  z.string({ error: 'url must be a string such as "http://localhost:8080/products"' }),
  0,
  4096,
  '',
  'url is longer than 4096 characters',
).refine(isPageUrl, {
  error: `url must be an absolute ${PAGE_URL_PROTOCOLS_TEXT} URL such as "http://localhost:8080/products" (javascript:, data: and browser pages are refused)`,
});

/** A subtree to read: an id first, else a CSS selector. Each tool adds its own description. */
export const scopeSchema = lengthWithin(
  z.string({ error: 'scope must be a string: a data-semtag-id such as "products.filters" or a CSS selector' }),
  1,
  1000,
  'scope is empty: pass a data-semtag-id or a CSS selector, or omit it for the whole page',
  'scope is longer than 1000 characters',
);

/** A collection member id naming the first row to read: `<prefix>.item.<key>`. */
const ROWS_FROM_LENGTH =
  'rowsFrom must be a collection member id of 1 to 500 characters, such as "products.grid.item.beta"';
export const rowsFromSchema = lengthWithin(
  z.string({ error: 'rowsFrom must be a string: a collection member id such as "products.grid.item.beta"' }),
  1,
  500,
  ROWS_FROM_LENGTH,
  ROWS_FROM_LENGTH,
);

export const includeHiddenSchema = z.boolean({ error: 'includeHidden must be true or false' });

export const semanticId = lengthWithin(
  z.string({ error: 'id must be a string: a data-semtag-id such as "cart.total"' }),
  1,
  500,
  'id is empty: pass a data-semtag-id such as "cart.total" (semantic_snapshot lists them)',
  'id is longer than 500 characters: pass a data-semtag-id such as "cart.total"',
);

const hintValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

const entryFields = {
  name: z.string().optional(),
  action: z.string().optional(),
  state: z.string().optional(),
  target: z.string().optional(),
  controls: z.string().optional(),
  options: z.array(z.string()).optional(),
  total: z.number().int().optional(),
  value: hintValue.optional(),
  enabled: z.literal(false).optional(),
  visible: z.literal(false).optional(),
};

/** An entry of a frame's document names the frame: with the id, it makes a Playwright target. */
const frame = z.string().optional();

export const groupedEntry = z.object({ id: z.string(), frame, ...entryFields });
export const roleEntry = z.object({ id: z.string(), frame, role: z.string().optional(), ...entryFields });

const row = z.array(z.union([hintValue, z.null()]));

const sharedFields = z.object({ role: z.string().optional(), ...entryFields });

/** A collection's own fields (COLLECTION_FIELDS), as its entry states them; its id may be absent (an unhinted container). */
const collectionFields = roleEntry
  .pick(Object.fromEntries(COLLECTION_FIELDS.map((field) => [field, true])) as Record<CollectionField, true>)
  .extend({ id: z.string().optional() });

export const foldedCollection = collectionFields.extend({
  idPattern: z.string(),
  item: sharedFields.optional(),
  itemControls: z.record(z.string(), sharedFields).optional(),
  fields: z.array(z.string()),
  items: z.array(row),
});

/** A collection's row changes in a delta (src/answer/snapshot-delta.ts). */
export const rowChanges = z.object({
  id: z.string().optional(),
  idPattern: z.string().optional(),
  added: z.array(row).optional(),
  removed: z.array(z.string()).optional(),
  changed: z.array(row).optional(),
  order: z.array(z.string()).optional(),
  after: z.array(z.string().nullable()).optional(),
});

/** What a response left out to stay under the ceiling, and the call that reads it. */
export const truncation = z.object({ omitted: z.number(), hint: z.string() });

/**
 * A changed entry in a delta: its id (or the ids sharing the change, or every held id but these)
 * and each field that differs (null: gone).
 */
const changedFields = z.union([hintValue, z.null()]);
export const entryChange = z.union([
  z.object({ id: z.string() }).catchall(changedFields),
  z.object({ ids: z.array(z.string()) }).catchall(changedFields),
  z.object({ allExcept: z.array(z.string()) }).catchall(changedFields),
]);

const CONDITION_FIELDS = new Set(['value', 'state', 'enabled', 'visible']);
const CONDITION_ERROR =
  'until must be "changed", "present", "absent", or an object of fields to reach: value, state, enabled (true/false), visible (true/false), e.g. {"value": "£52.00"} or {"enabled": true}';

/**
 * What semantic_observe waits for (src/page/types.ts, Condition). The object's fields are checked by
 * a refinement, not listed in the schema: the description names them in fewer tokens.
 */
export const condition = z
  .union([z.enum(['changed', 'present', 'absent']), z.record(z.string(), z.unknown())], { error: CONDITION_ERROR })
  .refine(
    (until) =>
      typeof until === 'string' ||
      (Object.keys(until).length > 0 &&
        Object.entries(until).every(
          ([field, value]) =>
            CONDITION_FIELDS.has(field) &&
            (field === 'enabled' || field === 'visible' ? typeof value === 'boolean' : true) &&
            (field === 'state' ? typeof value === 'string' : true),
        )),
    { error: CONDITION_ERROR },
  )
  .describe(
    '"changed" (any id differs from what you were last told), "present", "absent", or fields every id must reach: {value, state, enabled, visible}.',
  ) as unknown as z.ZodType<Condition>;

/** Present only when the private fallback browser is in use. */
export const warning = z.string().optional();

/** Present only when the page's document came with an HTTP error status (src/shared/document-status.ts). */
export const documentStatus = z.number().int().optional();
