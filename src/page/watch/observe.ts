// One hinted element's current state, role included.

import { HINT_ATTR, hintedElements } from '../dom/elements.js';
import { indexedElementsWithId } from './id-index.js';
import { readEntry } from '../read/hint-entry.js';
import type { HintEntry, ObserveArgs, PageResult } from '../types.js';
import { createVisibilityChecker } from '../read/visibility.js';

/** Up to five ids an agent may have meant: same prefix first, then containing the text. */
function similarIds(id: string, known: string[]): string[] {
  const lower = id.toLowerCase();
  const score = (candidate: string): number => {
    const c = candidate.toLowerCase();
    let shared = 0;
    while (shared < c.length && shared < lower.length && c[shared] === lower[shared]) shared++;
    const contains = c.includes(lower) || lower.includes(c) ? lower.length : 0;
    return Math.max(shared, contains);
  };
  return [...new Set(known)]
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .filter((s) => s.score >= Math.min(3, lower.length))
    .sort((a, b) => b.score - a.score)
    .slice(0, 5)
    .map((s) => s.candidate);
}

export function observe(args: ObserveArgs): PageResult<HintEntry> {
  const matches = indexedElementsWithId(args.id);
  if (matches.length === 1) {
    const element = matches[0]!;
    const visibility = createVisibilityChecker();
    return { ok: true, value: readEntry(element, visibility.isVisible(element), visibility) };
  }
  if (matches.length > 1) return { ok: false, error: { code: 'id-ambiguous', id: args.id, count: matches.length } };
  const known = hintedElements(document).map((element) => element.getAttribute(HINT_ATTR.id)!.slice(0, 200));
  return {
    ok: false,
    error: { code: 'id-not-found', id: args.id, similar: similarIds(args.id, known), hintedCount: known.length },
  };
}
