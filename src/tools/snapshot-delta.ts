// Changes between two snapshots of one page and scope, for semantic_snapshot's `changes` mode: the
// entries added, removed and changed, and a collection's rows by key. Pure, so the rules are
// unit-tested without a browser.
//
// Every element is compared by id, whether a snapshot listed it in a group or folded it into a
// collection row, so an element that moves between the two (a list shrinking to one row unfolds)
// is neither lost nor repeated. A collection kept in the same shape is reported by its rows.

import type { Cell, FoldedCollection, HintEntry, HintValue, Role, Snapshot } from '../page/types.js';
import { ROLES } from '../page/types.js';
import { unfold } from './unfold.js';

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

/** New entries, grouped by role as in a snapshot (`other` keeps the raw role). */
export type AddedGroups = { [R in Role]?: Omit<HintEntry, 'role'>[] } & { other?: HintEntry[] };

export interface SnapshotDelta {
  url: string;
  screen?: string;
  delta: true;
  added?: AddedGroups;
  /** Ids no longer listed (a collection's id stands for its rows). */
  removed?: string[];
  changed?: EntryChange[];
  /** New or reshaped collections in full; others as row changes. */
  collections?: Array<FoldedCollection | RowChanges>;
}

/** Over this share of the full snapshot's size, a delta saves too little to be worth reading. */
export const DELTA_LIMIT = 0.5;

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The name a collection goes by in `removed`: its id, else its idPattern. */
const blockName = (block: FoldedCollection): string => block.id ?? block.idPattern;
const blockKey = (block: FoldedCollection): string => `${block.id ?? ''} ${block.idPattern}`;

interface Listed {
  entry: HintEntry;
  /** The collection that folds it (its container or a row member), by blockKey. */
  block?: string;
}

/** Every element a snapshot states, by id, role included. */
function listed(snapshot: Snapshot): Map<string, Listed> {
  const found = new Map<string, Listed>();
  for (const role of ROLES)
    for (const entry of snapshot[role] ?? []) found.set(entry.id, { entry: { ...entry, role } });
  for (const entry of snapshot.other ?? []) found.set(entry.id, { entry });
  for (const block of snapshot.collections ?? []) {
    const key = blockKey(block);
    const { idPattern: _p, item: _i, itemControls: _c, fields: _f, items: _rows, ...own } = block;
    if (block.id) found.set(block.id, { entry: { ...own, id: block.id, role: 'collection' }, block: key });
    for (const member of unfold(block)) found.set(member.id, { entry: member, block: key });
  }
  return found;
}

function entryChange(before: HintEntry, after: HintEntry): EntryChange | undefined {
  const change: EntryChange = { id: after.id };
  let differs = false;
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field as keyof HintEntry];
    const now = after[field as keyof HintEntry];
    if (same(was, now)) continue;
    differs = true;
    // enabled/visible are stated only when false: their absence means true, said plainly.
    change[field] = now !== undefined ? now : field === 'enabled' || field === 'visible' ? true : null;
  }
  return differs ? change : undefined;
}

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

/** Row changes when both blocks share a shape and unique keys; undefined when they cannot be compared by rows. */
function rowChanges(before: FoldedCollection, after: FoldedCollection): RowChanges | undefined {
  const old = rowsByKey(before);
  const now = rowsByKey(after);
  if (shape(before) !== shape(after) || !old || !now) return undefined;
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
  return change;
}

function addTo(groups: AddedGroups, entry: HintEntry): void {
  const { role, ...rest } = entry;
  if (role !== undefined && ROLE_SET.has(role)) (groups[role as Role] ??= []).push(rest);
  else (groups.other ??= []).push(entry);
}

/** Element-level changes of the elements listed in `now` (and gone from `old`) that pass `include`. */
function elementChanges(
  old: Map<string, Listed>,
  now: Map<string, Listed>,
  include: (listedIn: Listed) => boolean,
): { added: AddedGroups; removed: string[]; changed: EntryChange[] } {
  const added: AddedGroups = {};
  const removed: string[] = [];
  const changed: EntryChange[] = [];
  for (const [id, listedNow] of now) {
    if (!include(listedNow)) continue;
    const earlier = old.get(id);
    if (!earlier) addTo(added, listedNow.entry);
    else {
      const change = entryChange(earlier.entry, listedNow.entry);
      if (change) changed.push(change);
    }
  }
  for (const [id, listedBefore] of old) if (!now.has(id) && include(listedBefore)) removed.push(id);
  return { added, removed, changed };
}

const sizeOf = (value: unknown): number => JSON.stringify(value).length;

/** Whether the rows both blocks hold are in the same order. */
function sameOrder(before: FoldedCollection, after: FoldedCollection): boolean {
  const keys = (block: FoldedCollection) => block.items.map((row) => String(row[block.fields.indexOf('key')]));
  const now = new Set(keys(after));
  const old = new Set(keys(before));
  return same(
    keys(before).filter((key) => now.has(key)),
    keys(after).filter((key) => old.has(key)),
  );
}

export function snapshotDelta(before: Snapshot, after: Snapshot): SnapshotDelta {
  const delta: SnapshotDelta =
    after.screen !== undefined
      ? { url: after.url, screen: after.screen, delta: true }
      : { url: after.url, delta: true };
  const old = listed(before);
  const now = listed(after);

  // Each collection of the new snapshot: by rows where its shape held; else in full, or as
  // element changes when those are shorter (a reshaped list where a few rows changed). Elements a
  // collection settles are left out of the element changes below.
  const oldBlocks = new Map((before.collections ?? []).map((block) => [blockKey(block), block]));
  const newKeys = new Set((after.collections ?? []).map(blockKey));
  const collections: Array<FoldedCollection | RowChanges> = [];
  const settled = new Set<string>();
  const byElements = new Set<string>();
  for (const block of after.collections ?? []) {
    const key = blockKey(block);
    const earlier = oldBlocks.get(key);
    const rows = earlier && rowChanges(earlier, block);
    if (rows) {
      settled.add(key);
      if (rows.added || rows.removed || rows.changed || rows.order) collections.push(rows);
      continue;
    }
    // Element changes cannot say that rows moved: only when the rows kept their order.
    const elements = earlier && sameOrder(earlier, block) && elementChanges(old, now, (item) => item.block === key);
    if (elements && sizeOf(elements) < sizeOf(block)) byElements.add(key);
    else {
      settled.add(key);
      collections.push(block);
    }
  }
  const isSettled = (item: Listed): boolean => item.block !== undefined && settled.has(item.block);
  // A collection that is gone as a collection: its name stands for its rows in `removed`.
  const goneBlocks = new Set(
    [...oldBlocks].filter(([key, block]) => !newKeys.has(key) && !now.has(block.id ?? '')).map(([key]) => key),
  );
  const { added, removed, changed } = elementChanges(old, now, (item) => {
    if (isSettled(item)) return false;
    if (item.block && goneBlocks.has(item.block)) return item.entry.id === oldBlocks.get(item.block)?.id;
    return true;
  });
  for (const key of goneBlocks) {
    const block = oldBlocks.get(key)!;
    if (!block.id) removed.push(blockName(block));
  }

  if (Object.keys(added).length > 0) delta.added = added;
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
