// Zod schemas shared by the tools' inputs and outputs.

import { z } from 'zod';
import { PAGE_URL_PROTOCOLS_TEXT, isPageUrl } from '../page-url.js';

export const pageUrl = z
  .string({ error: 'url must be a string such as "http://localhost:8080/products"' })
  .max(4096, { error: 'url is longer than 4096 characters' })
  .refine(isPageUrl, {
    error: `url must be an absolute ${PAGE_URL_PROTOCOLS_TEXT} URL such as "http://localhost:8080/products" (javascript:, data: and browser pages are refused)`,
  });

/** A subtree to read: an id first, else a CSS selector. Each tool adds its own description. */
export const scopeSchema = z
  .string({ error: 'scope must be a string: a data-semtag-id such as "products.filters" or a CSS selector' })
  .min(1, { error: 'scope is empty: pass a data-semtag-id or a CSS selector, or omit it for the whole page' })
  .max(1000, { error: 'scope is longer than 1000 characters' });

export const includeHiddenSchema = z.boolean({ error: 'includeHidden must be true or false' });

export const semanticId = z
  .string({ error: 'id must be a string: a data-semtag-id such as "cart.total"' })
  .min(1, { error: 'id is empty: pass a data-semtag-id such as "cart.total" (semantic_snapshot lists them)' })
  .max(500, { error: 'id is longer than 500 characters: pass a data-semtag-id such as "cart.total"' });

const hintValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

const entryFields = {
  name: z.string().optional(),
  action: z.string().optional(),
  state: z.string().optional(),
  target: z.string().optional(),
  controls: z.string().optional(),
  options: z.array(z.string()).optional(),
  value: hintValue.optional(),
  enabled: z.literal(false).optional(),
  visible: z.literal(false).optional(),
};

export const groupedEntry = z.object({ id: z.string(), ...entryFields });
export const roleEntry = z.object({ id: z.string(), role: z.string().optional(), ...entryFields });

const sharedFields = z.object({ role: z.string().optional(), ...entryFields });

export const foldedCollection = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  action: z.string().optional(),
  state: z.string().optional(),
  target: z.string().optional(),
  controls: z.string().optional(),
  enabled: z.literal(false).optional(),
  visible: z.literal(false).optional(),
  idPattern: z.string(),
  item: sharedFields.optional(),
  itemControls: z.record(z.string(), sharedFields).optional(),
  fields: z.array(z.string()),
  items: z.array(z.array(z.union([hintValue, z.null()]))),
});

/** Present only when the private fallback browser is in use. */
export const warning = z.string().optional();
