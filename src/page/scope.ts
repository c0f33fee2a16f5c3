// Resolves a snapshot scope: a data-semtag-id first (compared exactly), then a CSS selector.

import { composedQueryAll } from './composed.js';
import { elementsWithId } from './dom.js';
import type { PageError } from './types.js';

export function resolveScope(scope: string | undefined): { root: Document | Element } | { error: PageError } {
  if (scope === undefined) return { root: document };
  const byId = elementsWithId(scope)[0];
  if (byId) return { root: byId };
  let bySelector: Element | null;
  try {
    bySelector = document.querySelector(scope);
  } catch (err) {
    return { error: { code: 'invalid-scope', scope, reason: err instanceof Error ? err.message : String(err) } };
  }
  // Inside shadow roots too, as Playwright's selectors pierce them.
  bySelector ??= composedQueryAll(document, scope)[0] ?? null;
  if (bySelector) return { root: bySelector };
  return { error: { code: 'scope-not-found', scope, triedSelector: true } };
}
