// The element side of a delta (snapshot-delta.ts puts it together): every element a snapshot
// states, by id; what the agent was told of each; the entries added, removed and changed; and how
// they are stated briefly, the same change to many entries once and removed or kept ids under the
// prefixes they share.

import type { FoldedCollection, HintEntry, HintValue, Snapshot } from '../page/types.js';
import { isRole } from '../page/vocabulary.js';
import type { Role } from '../page/vocabulary.js';
import { statedEntries } from '../page/codec/unfold.js';
import type { StatedEntry } from '../page/codec/unfold.js';

/** A changed entry: its id and each field that differs. null: the field is gone; enabled/visible say true instead. */
export type EntryChange = { id: string } & Record<string, HintValue | null>;

/**
 * The same change to several entries, stated once (a modal making the page behind it inert): their
 * ids, or every entry the agent holds that is still listed except these.
 */
export type SharedChange = ({ ids: string[] } | { allExcept: string[] }) & Record<string, HintValue | null>;

/** New entries, grouped by role as in a snapshot (`other` keeps the raw role). */
export type AddedGroups = { [R in Role]?: Omit<HintEntry, 'role'>[] } & { other?: HintEntry[] };

export const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Whether two cells or field values are the same: === where that settles it, else as `same`. */
const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (Array.isArray(a) && Array.isArray(b) && identicalItems(a, b)) || same(a, b);

/** Whether two arrays hold identical items, index by index: then their JSON is equal too. */
function identicalItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return false;
  return true;
}

/**
 * Whether two rows of cells are the same, as `same` says (their JSON is equal), without encoding
 * them when their cells are identical one by one, as most rows of a list read twice are.
 */
export function sameRow(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  return (a !== undefined && b !== undefined && identicalItems(a, b)) || same(a, b);
}

/** A collection's key among a snapshot's collections: two may share an id, or have none. */
export const blockKey = (block: FoldedCollection): string => `${block.id ?? ''} ${block.idPattern}`;

export interface Listed {
  entry: HintEntry;
  /** The collection that folds it (its container or a row member), by blockKey. */
  block?: string;
}

/**
 * Every element a snapshot states, by id, role included. `stated`: its statedEntries, when the
 * caller has them already (a baseline keeps its own: it need not be unfolded again).
 */
export function listed(
  snapshot: Snapshot,
  stated: readonly StatedEntry[] = statedEntries(snapshot),
): Map<string, Listed> {
  // Each collection's key made once: its members share the string, and lookups by it hash it once.
  const keys = new Map<FoldedCollection, string>();
  const keyOf = (block: FoldedCollection) => {
    let key = keys.get(block);
    if (key === undefined) keys.set(block, (key = blockKey(block)));
    return key;
  };
  return new Map(stated.map(({ entry, block }) => [entry.id, block ? { entry, block: keyOf(block) } : { entry }]));
}

/** What the agent was told of each element: the baseline's entries, as later answers updated them. */
export type Known = ReadonlyMap<string, Listed>;

/** What the agent was told of each element, and the ids an answer since the baseline said are gone. */
export function knownToAgent(
  before: Snapshot,
  sentSince: ReadonlyMap<string, HintEntry | null>,
  stated?: readonly StatedEntry[],
): { known: Known; sentGone: Set<string> } {
  const known = listed(before, stated);
  const sentGone = new Set<string>();
  // Only the baseline's own elements: another answer may have read outside this one's scope.
  for (const [id, state] of sentSince) {
    const was = known.get(id);
    if (!was) continue;
    if (state) known.set(id, { ...was, entry: state });
    else {
      known.delete(id);
      sentGone.add(id);
    }
  }
  return { known, sentGone };
}

/** Whether two entries have the same fields with the same values, checked without encoding them. */
function sameFields(before: HintEntry, after: HintEntry): boolean {
  if (before === after) return true;
  const fields = Object.keys(before);
  if (fields.length !== Object.keys(after).length) return false;
  return fields.every(
    (field) => field in after && sameValue(before[field as keyof HintEntry], after[field as keyof HintEntry]),
  );
}

export function entryChange(before: HintEntry, after: HintEntry): EntryChange | undefined {
  // Most entries of a page read twice are unchanged: said so without the field-by-field encoding.
  if (sameFields(before, after)) return undefined;
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

function addTo(groups: AddedGroups, entry: HintEntry): void {
  const { role, ...rest } = entry;
  if (isRole(role)) (groups[role] ??= []).push(rest);
  else (groups.other ??= []).push(entry);
}

/** Elements added, the ids of those removed, and the changes of those still listed. */
export interface ElementChanges {
  added: AddedGroups;
  removed: string[];
  changed: EntryChange[];
}

/** Element-level changes of the elements listed in `now` (and gone from `old`) that pass `include`. */
export function elementChanges(
  old: ReadonlyMap<string, Listed>,
  now: ReadonlyMap<string, Listed>,
  include: (listedIn: Listed) => boolean,
): ElementChanges {
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

/** Which of two encodings of one part of a delta is shorter; the ceiling is responseSize's. */
export const sizeOf = (value: unknown): number => JSON.stringify(value).length;

/** Whether a change holds every field of `shared` with the same value. */
const holds = (change: EntryChange, shared: Record<string, unknown>): boolean =>
  Object.entries(shared).every(([field, value]) => field in change && same(change[field], value));

/**
 * Changes that are the same but for the id, stated once where the first stood: with all their ids,
 * or, when shorter, as every entry the agent holds but a few (`allExcept`): a modal makes the whole
 * page behind it inert, and listing every id would grow with the page. An entry that changed in
 * that way and more joins the shared change, and its own change says only the rest.
 */
export function groupSameChanges(changes: EntryChange[], held: readonly string[]): Array<EntryChange | SharedChange> {
  const groups = new Map<string, EntryChange[]>();
  for (const change of changes) {
    const { id: _id, ...fields } = change;
    const key = JSON.stringify(fields);
    const group = groups.get(key);
    if (group) group.push(change);
    else groups.set(key, [change]);
  }
  interface Shared {
    first: string;
    fields: Record<string, HintValue | null>;
    ids: Set<string>;
  }
  const sharedBy = new Map<string, Shared>();
  const groupsOfMany: Shared[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const { id: first, ...fields } = group[0]!;
    const shared: Shared = { first, fields, ids: new Set(group.map((change) => change.id)) };
    groupsOfMany.push(shared);
    for (const id of shared.ids) sharedBy.set(id, shared);
  }
  // An entry that changed in a shared way and more: it joins, and keeps only the rest as its own.
  const ownRest = new Map<string, EntryChange>();
  for (const change of changes) {
    if (sharedBy.has(change.id)) continue;
    const joined = groupsOfMany.find((shared) => holds(change, shared.fields));
    if (!joined) continue;
    joined.ids.add(change.id);
    sharedBy.set(change.id, joined);
    const rest = { ...change };
    for (const field of Object.keys(joined.fields)) delete rest[field];
    ownRest.set(change.id, rest);
  }
  const stated: Array<EntryChange | SharedChange> = [];
  for (const change of changes) {
    const shared = sharedBy.get(change.id);
    if (!shared) stated.push(change);
    else if (shared.first === change.id) {
      const ids = changes.map(({ id }) => id).filter((id) => shared.ids.has(id));
      const allExcept = held.filter((id) => !shared.ids.has(id));
      stated.push(sizeOf(allExcept) < sizeOf(ids) ? { allExcept, ...shared.fields } : { ids, ...shared.fields });
    }
    const rest = ownRest.get(change.id);
    if (rest) stated.push(rest);
  }
  return stated;
}

/** Dot-prefixes of an id, shortest first, the id itself last: `a`, `a.b`, `a.b.c` for `a.b.c`. */
function prefixesOf(id: string): string[] {
  const prefixes: string[] = [];
  for (let at = id.indexOf('.'); at !== -1; at = id.indexOf('.', at + 1)) prefixes.push(id.slice(0, at));
  prefixes.push(id);
  return prefixes;
}

/** The longest dot-prefix the ids share. */
function commonPrefix(ids: string[]): string {
  let common = prefixesOf(ids[0]!);
  for (const id of ids.slice(1)) {
    const own = prefixesOf(id);
    common = common.filter((prefix, at) => own[at] === prefix);
  }
  return common.at(-1) ?? ids[0]!;
}

/**
 * Ids grouped under their shortest dot-prefix that no id of `other` lies under (undefined: an id
 * has none, not even itself), each group to be named once by the longest prefix its ids share.
 */
function groupUnderFree(ids: Iterable<string>, other: Iterable<string>): string[][] | undefined {
  const grouped = new Set(ids);
  // No ids, no groups: the prefixes of every other id need not be taken.
  if (grouped.size === 0) return [];
  const taken = new Set([...other].flatMap(prefixesOf));
  const groups = new Map<string, string[]>();
  for (const id of grouped) {
    const root = prefixesOf(id).find((prefix) => !taken.has(prefix));
    if (root === undefined) return undefined;
    const group = groups.get(root);
    if (group) group.push(id);
    else groups.set(root, [id]);
  }
  return [...groups.values()];
}

const nameOf = (ids: string[]): string => (ids.length === 1 ? ids[0]! : commonPrefix(ids));

/**
 * `removed`, with ids that share a prefix under which nothing is listed any more stated once by
 * that prefix (`deck.menu` for the menu and its items; `decks.list.item.d1` for a row of a list
 * without item hints). What the agent was already told is gone is left out, unless it is part of a
 * prefix that also stands for news.
 */
export function compactRemoved(
  removed: string[],
  now: ReadonlyMap<string, Listed>,
  sentGone: ReadonlySet<string>,
): string[] {
  // Each id under its shortest dead prefix: everything that prefix stands for is gone. A removed id
  // is never listed, so it always has one (itself at least).
  const groups = groupUnderFree(removed, now.keys()) ?? removed.map((id) => [id]);
  return groups.filter((ids) => ids.some((id) => !sentGone.has(id))).map(nameOf);
}

/**
 * What stays of what the agent held, each id under its shortest prefix under which nothing it held
 * is gone; undefined when an id that stays has none (`deck.menu` stays, `deck.menu.delete` left).
 */
export function compactKept(old: Known, now: ReadonlyMap<string, Listed>): string[] | undefined {
  const held = [...old.keys()];
  const groups = groupUnderFree(
    held.filter((id) => now.has(id)),
    held.filter((id) => !now.has(id)),
  );
  return groups?.map(nameOf);
}

/**
 * The size of element changes as the delta will state them: shared changes grouped, removed ids
 * compacted. A list coming back into use as a modal closes changes every member the same way.
 */
export function statedSize(
  elements: ElementChanges,
  held: readonly string[],
  now: ReadonlyMap<string, Listed>,
  sentGone: ReadonlySet<string>,
): number {
  return sizeOf({
    added: elements.added,
    removed: compactRemoved(elements.removed, now, sentGone),
    changed: groupSameChanges(elements.changed, held),
  });
}
