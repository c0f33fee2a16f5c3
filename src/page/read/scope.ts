// Resolves a snapshot scope: a data-semtag-id first (compared exactly), then a CSS selector.

import { composedContains, composedQueryAll } from '../dom/composed.js';
import { elementsWithId, popupsOf } from '../dom/elements.js';
import type { PageError } from '../types.js';

export interface Scope {
  root: Document | Element;
  /**
   * For a scope given by id: the subtrees its element opens (popupsOf) that lie outside it (a
   * select's list or a menu rendered in a portal), each once, none inside another.
   */
  portals: Element[];
}

/** The subtrees `element` opens that neither hold it nor lie inside it or inside one another. */
function portalsOf(element: Element): Element[] {
  const outside = popupsOf(element).filter(
    (named) => !composedContains(element, named) && !composedContains(named, element),
  );
  return outside.filter((named) => !outside.some((other) => other !== named && composedContains(other, named)));
}

export function resolveScope(scope: string | undefined): Scope | { error: PageError } {
  if (scope === undefined) return { root: document, portals: [] };
  const byId = elementsWithId(scope)[0];
  if (byId) return { root: byId, portals: portalsOf(byId) };
  let bySelector: Element | null;
  try {
    bySelector = document.querySelector(scope);
  } catch (err) {
    return { error: { code: 'invalid-scope', scope, reason: err instanceof Error ? err.message : String(err) } };
  }
  // Inside shadow roots too, as Playwright's selectors pierce them.
  bySelector ??= composedQueryAll(document, scope)[0] ?? null;
  if (bySelector) return { root: bySelector, portals: [] };
  return { error: { code: 'scope-not-found', scope, triedSelector: true } };
}
