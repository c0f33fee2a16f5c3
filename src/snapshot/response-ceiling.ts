// Keeps a snapshot under the response ceiling by dropping entries and collection rows from the
// end of the largest lists, and says exactly how to read what was dropped: a region by `scope`,
// a collection's rows by `rowsFrom` (the first row left out), so that no row is out of reach.

import { memberId, memberPrefix } from '../page/member-id.js';
import { ROLES } from '../page/vocabulary.js';
import type { FoldedCollection, Snapshot } from '../page/types.js';

export interface Truncation {
  omitted: number;
  hint: string;
}

/** Arguments of the cut call that a continuation must repeat to see the same rows. */
export interface Continuation {
  scope?: string | undefined;
  includeHidden?: boolean | undefined;
}

/** Room kept for the `warning` the server adds when the fallback browser is in use. */
export const WARNING_ROOM = 600;

/**
 * The one unit every ceiling counts (snapshot, delta, observe, review): UTF-8 bytes of the JSON.
 * Claude Code counts a result in characters (the text's length in UTF-16 units; past 50,000 it
 * saves the result to a file), and no text has fewer UTF-8 bytes than UTF-16 units: for ASCII the
 * two are equal, other scripts count two to four bytes per character, which also keeps them under
 * the client's token limit on MCP results.
 */
export const responseSize = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');

interface Droppable {
  list: unknown[];
  sizes: number[];
  total: number;
  collection?: FoldedCollection;
  /** Rows the collection had in this response before any were dropped. */
  rowsBefore: number;
}

function droppables(snapshot: Snapshot): Droppable[] {
  const found: Droppable[] = [];
  const add = (list: unknown[], collection?: FoldedCollection) => {
    const sizes = list.map((unit) => responseSize(unit) + 1);
    found.push({ list, sizes, total: sizes.reduce((a, b) => a + b, 0), collection, rowsBefore: list.length });
  };
  for (const role of ROLES) if (snapshot[role]) add(snapshot[role]);
  if (snapshot.other) add(snapshot.other);
  // Rows are cut only where a rowsFrom can read them back: a pattern that names no members, none.
  for (const collection of snapshot.collections ?? [])
    if (memberPrefix(collection.idPattern) !== undefined) add(collection.items, collection);
  return found;
}

function continuationHint(
  cut: Droppable,
  dropped: unknown[],
  repeat: Continuation,
  rows: { from: number; of: number } | undefined,
): string {
  const collection = cut.collection!;
  const prefix = memberPrefix(collection.idPattern)!;
  const firstLeftOut = (dropped[0] as unknown[])[0];
  const from = rows?.from ?? 1;
  const of = rows?.of ?? cut.rowsBefore;
  const kept = cut.list.length;
  const args: Record<string, unknown> = { rowsFrom: memberId(prefix, String(firstLeftOut)) };
  if (repeat.scope !== undefined) args['scope'] = repeat.scope;
  if (repeat.includeHidden) args['includeHidden'] = true;
  const shown = kept > 0 ? `rows ${from}–${from + kept - 1} of ${of} are shown` : `no rows of ${of} fit`;
  return `Collection ${collection.id ?? prefix}: ${shown}; read the next rows with semantic_snapshot(${JSON.stringify(args)}), and repeat with the rowsFrom each answer gives until no truncated is returned.`;
}

/** A shallow copy of `snapshot` with lists of its own to drop from: the caller's stay as they were. */
function withOwnLists<T extends Snapshot>(snapshot: T): T {
  const copy = { ...snapshot };
  const lists: Snapshot = copy;
  for (const role of ROLES) if (snapshot[role]) lists[role] = [...snapshot[role]];
  if (snapshot.other) lists.other = [...snapshot.other];
  if (snapshot.collections)
    lists.collections = snapshot.collections.map((collection) => ({ ...collection, items: [...collection.items] }));
  return copy;
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
  let size = responseSize(original);
  if (size <= maxSize - WARNING_ROOM) return original;
  const snapshot = withOwnLists(original);
  const all = droppables(snapshot);
  // Room for the `truncated` note itself: a sentence, plus one continuation per collection.
  const budget = maxSize - WARNING_ROOM - 500 - 400 * (snapshot.collections?.length ?? 0);
  const dropped = new Map<Droppable, unknown[]>();
  let omitted = 0;
  while (size > budget) {
    const largest = all.reduce((a, b) => (b.total > a.total ? b : a), all[0]!);
    if (!largest || largest.list.length === 0) break;
    const unit = largest.list.pop();
    const unitSize = largest.sizes.pop() ?? 0;
    dropped.set(largest, [unit, ...(dropped.get(largest) ?? [])]);
    largest.total -= unitSize;
    size -= unitSize;
    omitted++;
  }
  for (const role of ROLES) if (snapshot[role]?.length === 0) delete snapshot[role];
  if (snapshot.other?.length === 0) delete snapshot.other;

  const notes: string[] = [];
  let entries = 0;
  for (const [cut, units] of dropped) {
    if (cut.collection) notes.push(continuationHint(cut, units, repeat, rows));
    else entries += units.length;
  }
  if (entries > 0)
    notes.unshift(
      `${entries} entries at the end of the largest role groups were left out: read them with semantic_snapshot({"scope": "<a region id>"}).`,
    );
  const result = snapshot as T & { truncated?: Truncation };
  result.truncated = {
    omitted,
    hint: `The response ceiling (${maxSize} bytes of JSON) was reached; ${omitted} entries or rows were left out. ${notes.join(' ')}`,
  };
  return result;
}

/**
 * Fits a review under the ceiling by dropping places from the end of the longest lists; each
 * kind's `count` still gives the total, as it does past the per-kind place limit.
 */
export function fitReview<T extends { gaps: Record<string, { places: string[] }> }>(review: T, maxSize: number): T {
  let size = responseSize(review);
  const lists = Object.values(review.gaps).map((gap) => gap.places);
  while (size > maxSize - WARNING_ROOM) {
    const longest = lists.reduce((a, b) => (responseSize(b) > responseSize(a) ? b : a), lists[0] ?? []);
    const dropped = longest.pop();
    if (dropped === undefined) break;
    size -= responseSize(dropped) + 1;
  }
  return review;
}

/**
 * Fits a several-id observe under the ceiling: the elements that fit, in the order asked (at least
 * the first: one element always fits the lowest ceiling), and the exact call that reads the rest.
 */
export function fitElements<T extends { elements: Array<{ id: string }> }>(
  answer: T,
  maxSize: number,
): T & { truncated?: Truncation } {
  if (responseSize(answer) <= maxSize - WARNING_ROOM) return answer;
  // Room for the note, which names every id left out at worst.
  const budget = maxSize - WARNING_ROOM - 400 - responseSize(answer.elements.map((element) => element.id));
  let size = responseSize({ ...answer, elements: [] });
  let kept = 0;
  for (const element of answer.elements) {
    const elementSize = responseSize(element) + 1;
    if (kept > 0 && size + elementSize > budget) break;
    size += elementSize;
    kept++;
  }
  const rest = answer.elements.slice(kept).map((element) => element.id);
  return {
    ...answer,
    elements: answer.elements.slice(0, kept),
    truncated: {
      omitted: rest.length,
      hint: `The response ceiling (${maxSize} bytes of JSON) was reached; ${rest.length} of ${answer.elements.length} elements were left out. Read them with semantic_observe(${JSON.stringify({ id: rest })}), and repeat with the call each answer gives until no truncated is returned.`,
    },
  };
}
