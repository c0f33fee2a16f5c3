// Turns what the page reports it could not do into messages that tell the agent how to fix the call:
// the fact (src/messages/page-error-facts.ts), then what to pass instead.

import { ToolError } from '../shared/errors.js';
import type { PageError, PageResult } from '../page/types.js';
import { pageErrorFact } from '../messages/page-error-facts.js';

function advice(error: PageError): string {
  switch (error.code) {
    case 'scope-not-found':
      return 'Pass a region or collection id from semantic_snapshot (e.g. "products.filters"), a CSS selector that exists on the page, or omit scope for the whole page.';
    case 'invalid-scope':
      return 'Pass an id from semantic_snapshot (e.g. "products.filters") or a valid CSS selector (e.g. "#filters", "main > form").';
    case 'id-not-found':
      return `Call semantic_snapshot to list the ids; for a folded collection member, rebuild its id from the collection's idPattern and row key (e.g. "products.grid.item.beta.price").`;
    case 'id-ambiguous':
      return 'Use a more specific id from semantic_snapshot; duplicate ids are a hinting bug to fix in the app.';
    case 'frame-not-found':
      return "Pass the `frame` of an entry from semantic_snapshot, or leave frame out for the page's own document.";
    case 'id-in-frames':
      return "Pass frame (the entry's frame from semantic_snapshot) to say which.";
  }
}

export function pageErrorMessage(error: PageError): string {
  return `${pageErrorFact(error, 'scope')} ${advice(error)}`;
}

/** The page's answer, all it said beside its value included, or a ToolError saying what to change. */
export function answered<Answer extends { ok: true }>(result: Answer | { ok: false; error: PageError }): Answer {
  if (result.ok) return result;
  throw new ToolError(pageErrorMessage(result.error));
}

/** The page's value, or a ToolError saying what to change. */
export function unwrap<T>(result: PageResult<T>): T {
  return answered(result).value;
}
