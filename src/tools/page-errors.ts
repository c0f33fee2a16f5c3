// Turns what the page reports it could not do into messages that tell the agent how to fix the call.

import { ToolError, quote } from '../errors.js';
import type { PageError, PageResult } from '../page/types.js';

export function pageErrorMessage(error: PageError): string {
  switch (error.code) {
    case 'scope-not-found':
      return `scope ${quote(error.scope)} matched nothing: no element has that data-semtag-id, and as a CSS selector it matches no element. Pass a region or collection id from semantic_snapshot (e.g. "products.filters"), a CSS selector that exists on the page, or omit scope for the whole page.`;
    case 'invalid-scope':
      return `scope ${quote(error.scope)} is not a data-semtag-id on this page, and it is not a valid CSS selector (${error.reason}). Pass an id from semantic_snapshot (e.g. "products.filters") or a valid CSS selector (e.g. "#filters", "main > form").`;
    case 'id-not-found': {
      const similar =
        error.similar.length > 0 ? ` Similar ids on the page: ${error.similar.map(quote).join(', ')}.` : '';
      return `No element has data-semtag-id=${quote(error.id)} on this page (${error.hintedCount} hinted elements).${similar} Call semantic_snapshot to list the ids; for a folded collection member, rebuild its id from the collection's idPattern and row key (e.g. "products.grid.item.beta.price").`;
    }
    case 'id-ambiguous':
      return `${error.count} elements share data-semtag-id=${quote(error.id)}, so the id does not say which one you mean. Use a more specific id from semantic_snapshot; duplicate ids are a hinting bug to fix in the app.`;
    case 'frame-not-found':
      return `No frame ${quote(error.frame)} shows on this page. ${error.frames.length ? `Its frames: ${error.frames.map(quote).join(', ')}.` : 'It shows no readable frame.'} Pass the \`frame\` of an entry from semantic_snapshot, or leave frame out for the page's own document.`;
    case 'id-in-frames':
      return `data-semtag-id=${quote(error.id)} is in ${error.frames.length} frames: ${error.frames.map(quote).join(', ')}. Pass frame (the entry's frame from semantic_snapshot) to say which.`;
  }
}

/** The page's value, or a ToolError saying what to change. */
export function unwrap<T>(result: PageResult<T>): T {
  if (result.ok) return result.value;
  throw new ToolError(pageErrorMessage(result.error));
}
