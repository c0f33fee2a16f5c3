// Keeps each tool's answer under the response ceiling with dropToFit, and says exactly how to read
// what was dropped: a region by `scope`, a collection's rows by `rowsFrom` (the first row left
// out), the elements of an observe by their ids, so that nothing is out of reach.

import { memberId, memberPrefix } from '../page/codec/member-id.js';
import { GROUPS } from '../page/vocabulary.js';
import type { Cell, FoldedCollection, Snapshot } from '../page/types.js';
import { dropToFit, responseSize } from './paging.js';

export { responseSize };

export interface Truncation {
  omitted: number;
  hint: string;
}

/** Arguments of the cut call that a continuation must repeat to see the same rows. */
export interface Continuation {
  scope?: string | undefined;
  includeHidden?: boolean | undefined;
}

/**
 * Room kept for what is added to an answer after it is fitted: the `warning` of the fallback
 * browser, and an error page's `status`.
 */
export const WARNING_ROOM = 600;

/** The `truncated` of an answer cut at the ceiling: what was left out, and how to read it. */
function truncation(maxSize: number, omitted: number, leftOut: string, reading: string): Truncation {
  return {
    omitted,
    hint: `The response ceiling (${maxSize} bytes of JSON) was reached; ${leftOut} were left out. ${reading}`,
  };
}

function continuationHint(
  collection: FoldedCollection,
  dropped: Cell[][],
  repeat: Continuation,
  rows: { from: number; of: number } | undefined,
): string {
  const prefix = memberPrefix(collection.idPattern)!;
  const kept = collection.items.length;
  const from = rows?.from ?? 1;
  const of = rows?.of ?? kept + dropped.length;
  const args: Record<string, unknown> = { rowsFrom: memberId(prefix, String(dropped[0]![0])) };
  if (repeat.scope !== undefined) args['scope'] = repeat.scope;
  if (repeat.includeHidden) args['includeHidden'] = true;
  const shown = kept > 0 ? `rows ${from}–${from + kept - 1} of ${of} are shown` : `no rows of ${of} fit`;
  return `Collection ${collection.id ?? prefix}: ${shown}; read the next rows with semantic_snapshot(${JSON.stringify(args)}), and repeat with the rowsFrom each answer gives until no truncated is returned.`;
}

/**
 * `snapshot` fitted to `maxSize` (see responseSize) less the warning's room, with `truncated` when
 * anything was dropped; `snapshot` itself is left as it was (one under the ceiling is returned as
 * is). `rows` places a rowsFrom page in its whole collection.
 */
export function fitToCeiling<T extends Snapshot>(
  original: T,
  maxSize: number,
  repeat: Continuation = {},
  rows?: { from: number; of: number },
): T & { truncated?: Truncation } {
  const size = responseSize(original);
  if (size <= maxSize - WARNING_ROOM) return original;
  const snapshot = { ...original };
  // The lists a snapshot may lose from their end, weighed in snapshot order.
  const groups = GROUPS.filter((group) => original[group]);
  const collections = original.collections?.map((collection) => ({ ...collection }));
  // Rows are cut only where a rowsFrom can read them back: a pattern that names no members, none.
  const paged = (collections ?? []).filter((collection) => memberPrefix(collection.idPattern) !== undefined);
  // Room for the `truncated` note itself: a sentence, plus one continuation per collection.
  const budget = maxSize - WARNING_ROOM - 500 - 400 * (collections?.length ?? 0);
  const lists: unknown[][] = [...groups.map((group) => original[group]!), ...paged.map(({ items }) => items)];
  const { kept, dropped, cut } = dropToFit(lists, { size, budget });

  const entryLists: Partial<Record<(typeof GROUPS)[number], unknown[]>> = snapshot;
  groups.forEach((group, i) => {
    if (kept[i]!.length > 0) entryLists[group] = kept[i];
    else delete entryLists[group];
  });
  paged.forEach((collection, i) => (collection.items = kept[groups.length + i] as Cell[][]));
  if (collections) snapshot.collections = collections;

  const notes: string[] = [];
  let entries = 0;
  for (const i of cut) {
    if (i < groups.length) entries += dropped[i]!.length;
    else notes.push(continuationHint(paged[i - groups.length]!, dropped[i] as Cell[][], repeat, rows));
  }
  if (entries > 0)
    notes.unshift(
      `${entries} entries at the end of the largest role groups were left out: read them with semantic_snapshot({"scope": "<a region id>"}).`,
    );
  const omitted = dropped.reduce((sum, units) => sum + units.length, 0);
  const result = snapshot as T & { truncated?: Truncation };
  result.truncated = truncation(maxSize, omitted, `${omitted} entries or rows`, notes.join(' '));
  return result;
}

/**
 * A review fitted under the ceiling by dropping places, and suggestions, from the end of the
 * longest lists; each kind's `count` still gives the total, as it does past the per-kind place
 * limit. Suggestions left out are counted in `truncated`, with the way to read them (a narrower
 * `scope`). `review` itself is left as it was (one under the ceiling is returned as is).
 */
export function fitReview<T extends { gaps: Record<string, { places: string[] }>; suggestions?: unknown[] }>(
  review: T,
  maxSize: number,
): T & { truncated?: Truncation } {
  const gaps = Object.entries(review.gaps);
  const suggestions = review.suggestions ?? [];
  const { kept, dropped, cut } = dropToFit([...gaps.map(([, gap]) => gap.places), suggestions], {
    size: responseSize(review),
    budget: maxSize - WARNING_ROOM - (suggestions.length > 0 ? 400 : 0),
  });
  if (cut.length === 0) return review;
  const fitted: T & { truncated?: Truncation } = {
    ...review,
    gaps: Object.fromEntries(gaps.map(([kind, gap], i) => [kind, { ...gap, places: kept[i] }])),
  };
  const left = dropped[gaps.length]!.length;
  if (review.suggestions) fitted.suggestions = kept[gaps.length]!;
  if (left > 0)
    fitted.truncated = truncation(
      maxSize,
      left,
      `${left} of ${suggestions.length} suggestions`,
      'Read them with semantic_review({"suggest": true, "scope": "<a region id or CSS selector>"}), one part of the page at a time.',
    );
  return fitted;
}

/**
 * Fits a several-id observe under the ceiling: the elements that fit, in the order asked (at least
 * the first: one element always fits the lowest ceiling), and the exact call that reads the rest.
 */
export function fitElements<T extends { elements: Array<{ id: string }> }>(
  answer: T,
  maxSize: number,
): T & { truncated?: Truncation } {
  const size = responseSize(answer);
  if (size <= maxSize - WARNING_ROOM) return answer;
  // Room for the note, which names every id left out at worst.
  const budget = maxSize - WARNING_ROOM - 400 - responseSize(answer.elements.map((element) => element.id));
  // One more byte: dropToFit counts a comma after every element, the last one's too.
  const { kept, dropped } = dropToFit([answer.elements], { size: size + 1, budget, keep: 1 });
  const rest = dropped[0]!.map((element) => element.id);
  return {
    ...answer,
    elements: kept[0]!,
    truncated: truncation(
      maxSize,
      rest.length,
      `${rest.length} of ${answer.elements.length} elements`,
      `Read them with semantic_observe(${JSON.stringify({ id: rest })}), and repeat with the call each answer gives until no truncated is returned.`,
    ),
  };
}
