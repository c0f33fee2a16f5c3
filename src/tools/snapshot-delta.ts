// Changes between two snapshots of one page and scope, for semantic_snapshot's `changes` mode: the
// entries added, removed and changed, and a collection's rows by key. Pure, so the rules are
// unit-tested without a browser.

import type { Cell, FoldedCollection, HintEntry, HintValue, Snapshot } from '../page/types.js';
import { ROLES } from '../page/types.js';

/** A changed entry: its id and each field that differs. null: the field is gone; enabled/visible say true instead. */
export type EntryChange = { id: string } & Record<string, HintValue | null>;

/** A collection whose shape stayed the same: rows aligned with its (unchanged) fields. */
export interface RowChanges {
  id?: string;
  idPattern: string;
  added?: Cell[][];
  /** Keys of the rows that left. */
  removed?: string[];
  changed?: Cell[][];
  /** Every key in the new order, only when the remaining rows were reordered. */
  order?: string[];
}

export interface SnapshotDelta {
  url: string;
  screen?: string;
  delta: true;
  /** New flat entries, role included. */
  added?: HintEntry[];
  /** Ids of flat entries, and ids (else idPatterns) of collections, no longer listed. */
  removed?: string[];
  changed?: EntryChange[];
  /** New or reshaped collections in full; others as row changes. */
  collections?: Array<FoldedCollection | RowChanges>;
}

/** Over this share of the full snapshot's size, a delta saves too little to be worth reading. */
export const DELTA_LIMIT = 0.5;

function flatEntries(snapshot: Snapshot): Map<string, HintEntry> {
  const entries = new Map<string, HintEntry>();
  for (const role of ROLES) for (const entry of snapshot[role] ?? []) entries.set(entry.id, { ...entry, role });
  for (const entry of snapshot.other ?? []) entries.set(entry.id, entry);
  return entries;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function entryChange(before: HintEntry, after: HintEntry): EntryChange | undefined {
  const change: EntryChange = { id: after.id };
  let differs = false;
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const field of fields) {
    const was = before[field as keyof HintEntry];
    const now = after[field as keyof HintEntry];
    if (same(was, now)) continue;
    differs = true;
    // enabled/visible are stated only when false: their absence means true, said plainly.
    change[field] = now !== undefined ? now : field === 'enabled' || field === 'visible' ? true : null;
  }
  return differs ? change : undefined;
}

const blockKey = (block: FoldedCollection): string => `${block.id ?? ''} ${block.idPattern}`;

function shape(block: FoldedCollection): string {
  const { items: _items, ...rest } = block;
  return JSON.stringify(rest);
}

function rowsByKey(block: FoldedCollection): Map<string, Cell[]> | undefined {
  const keyAt = block.fields.indexOf('key');
  if (keyAt === -1) return undefined;
  const rows = new Map<string, Cell[]>();
  for (const row of block.items) rows.set(String(row[keyAt]), row);
  return rows.size === block.items.length ? rows : undefined;
}

function rowChanges(before: FoldedCollection, after: FoldedCollection): RowChanges | FoldedCollection | undefined {
  const old = rowsByKey(before);
  const now = rowsByKey(after);
  if (shape(before) !== shape(after) || !old || !now) return after;
  const change: RowChanges =
    after.id !== undefined ? { id: after.id, idPattern: after.idPattern } : { idPattern: after.idPattern };
  const added = [...now].filter(([key]) => !old.has(key)).map(([, row]) => row);
  const removed = [...old.keys()].filter((key) => !now.has(key));
  const changed = [...now].filter(([key, row]) => old.has(key) && !same(old.get(key), row)).map(([, row]) => row);
  const kept = [...old.keys()].filter((key) => now.has(key));
  const keptNow = [...now.keys()].filter((key) => old.has(key));
  if (added.length > 0) change.added = added;
  if (removed.length > 0) change.removed = removed;
  if (changed.length > 0) change.changed = changed;
  if (!same(kept, keptNow)) change.order = [...now.keys()];
  return added.length + removed.length + changed.length > 0 || change.order ? change : undefined;
}

export function snapshotDelta(before: Snapshot, after: Snapshot): SnapshotDelta {
  const delta: SnapshotDelta =
    after.screen !== undefined
      ? { url: after.url, screen: after.screen, delta: true }
      : { url: after.url, delta: true };
  const old = flatEntries(before);
  const now = flatEntries(after);
  const added = [...now.values()].filter((entry) => !old.has(entry.id));
  const removed = [...old.keys()].filter((id) => !now.has(id));
  const changed: EntryChange[] = [];
  for (const [id, entry] of now) {
    const earlier = old.get(id);
    const change = earlier && entryChange(earlier, entry);
    if (change) changed.push(change);
  }

  const oldBlocks = new Map((before.collections ?? []).map((block) => [blockKey(block), block]));
  const newBlocks = new Map((after.collections ?? []).map((block) => [blockKey(block), block]));
  const collections: Array<FoldedCollection | RowChanges> = [];
  for (const [key, block] of newBlocks) {
    const earlier = oldBlocks.get(key);
    const change = earlier ? rowChanges(earlier, block) : block;
    if (change) collections.push(change);
  }
  for (const [key, block] of oldBlocks) if (!newBlocks.has(key)) removed.push(block.id ?? block.idPattern);

  if (added.length > 0) delta.added = added;
  if (removed.length > 0) delta.removed = removed;
  if (changed.length > 0) delta.changed = changed;
  if (collections.length > 0) delta.collections = collections;
  return delta;
}

/** The delta when it is worth sending: a baseline exists, neither side was cut, and it is small enough. */
export function chooseDelta(
  before: (Snapshot & { truncated?: unknown }) | undefined,
  after: Snapshot,
): { delta: SnapshotDelta } | { full: string } {
  if (!before) return { full: 'no earlier snapshot' };
  if (before.truncated) return { full: 'the earlier snapshot was cut' };
  const delta = snapshotDelta(before, after);
  if (JSON.stringify(delta).length > DELTA_LIMIT * JSON.stringify(after).length) return { full: 'too many changes' };
  return { delta };
}
