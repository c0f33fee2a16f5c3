// Changes between two snapshots of one page and scope, for semantic_snapshot's `changes` mode: the
// entries added, removed and changed, and a collection's rows by key. Pure, so the rules are
// unit-tested without a browser.
//
// Every element is compared by id, whether a snapshot listed it in a group or folded it into a
// collection row, so an element that moves between the two (a list shrinking to one row unfolds)
// is neither lost nor repeated. A collection kept in the same shape is reported by its rows.
//
// The comparison is with what the agent was last told: the baseline snapshot, overridden by what
// observes and other snapshots reported since. A delta states only news, and says url and screen
// only when they are news too.

import type { Cell, FoldedCollection, HintEntry, HintValue, Snapshot } from '../page/types.js';
import { ROLES, isRole } from '../page/vocabulary.js';
import type { Role } from '../page/vocabulary.js';
import { inShapeOf } from '../page/refold.js';
import { responseSize } from './response-ceiling.js';
import { statedEntries, unfold } from '../page/unfold.js';
import { memberPrefix, parseMemberId } from '../page/member-id.js';

/** A changed entry: its id and each field that differs. null: the field is gone; enabled/visible say true instead. */
export type EntryChange = { id: string } & Record<string, HintValue | null>;

/**
 * The same change to several entries, stated once (a modal making the page behind it inert): their
 * ids, or every entry the agent holds that is still listed except these.
 */
export type SharedChange = ({ ids: string[] } | { allExcept: string[] }) & Record<string, HintValue | null>;

/** A collection whose shape stayed the same: rows aligned with its (unchanged) fields. */
export interface RowChanges {
  id?: string;
  /** Only for a collection without an id of its own. */
  idPattern?: string;
  added?: Cell[][];
  /** Keys of the rows that left. */
  removed?: string[];
  changed?: Cell[][];
  /** Every key in the new order, when the rows that stayed moved. */
  order?: string[];
  /**
   * Aligned with `added`, when the rows that stayed kept their order but an added row is not at the
   * end: the key of the row each follows in the new order (null: it comes first).
   */
  after?: Array<string | null>;
}

/** New entries, grouped by role as in a snapshot (`other` keeps the raw role). */
export type AddedGroups = { [R in Role]?: Omit<HintEntry, 'role'>[] } & { other?: HintEntry[] };

export interface SnapshotDelta {
  /** When it changed, or when several tabs show documents. */
  url?: string;
  /** When it changed; null: the page no longer names its screen. */
  screen?: string | null;
  /** When it changed; null: the modal closed. */
  modal?: string | true | null;
  delta: true;
  added?: AddedGroups;
  /**
   * Ids no longer listed. A collection's id stands for its rows, and any entry for the ids under it
   * (`deck.menu` for `deck.menu.delete`, `decks.list.item.d1` for that row's members) when none of
   * those is listed any more.
   */
  removed?: string[];
  /**
   * Instead of `removed`, on a move to another screen (url or screen changed) when shorter: of what
   * the agent held, only these ids and the ids under them are still listed.
   */
  kept?: string[];
  changed?: Array<EntryChange | SharedChange>;
  /** New or reshaped collections in full; others as row changes. */
  collections?: Array<FoldedCollection | RowChanges>;
}

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
  return new Map(
    statedEntries(snapshot).map(({ entry, block }) => [
      entry.id,
      block ? { entry, block: blockKey(block) } : { entry },
    ]),
  );
}

/**
 * A snapshot as the agent holds it. `byElements`: the collections (by blockKey) last stated by
 * element changes, whose rows the agent holds in an older shape: rows in this one would not align
 * with the fields it has, so they come by element changes again, else in full.
 */
export type Told = Snapshot & { byElements?: string[] };

/** What the agent was told of each element: the baseline's entries, as later answers updated them. */
type Known = Map<string, Listed>;

function knownSince(
  before: Snapshot,
  reportedSince: ReadonlyMap<string, HintEntry | null>,
): { known: Known; toldGone: Set<string> } {
  const known = listed(before);
  const toldGone = new Set<string>();
  // Only the baseline's own elements: another answer may have read outside this one's scope.
  for (const [id, state] of reportedSince) {
    const was = known.get(id);
    if (!was) continue;
    if (state) known.set(id, { ...was, entry: state });
    else {
      known.delete(id);
      toldGone.add(id);
    }
  }
  return { known, toldGone };
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

/** Whether a row's members are exactly what the agent was last told of them. */
function rowKnown(
  before: FoldedCollection,
  oldRow: Cell[],
  after: FoldedCollection,
  row: Cell[],
  known: Known,
): boolean {
  const was = unfold({ ...before, items: [oldRow] }).map((member) => member.id);
  const now = unfold({ ...after, items: [row] });
  if (
    !same(
      was,
      now.map((member) => member.id),
    )
  )
    return false;
  return now.every((member) => {
    const told = known.get(member.id);
    return told !== undefined && entryChange(told.entry, member) === undefined;
  });
}

/** Row changes when both blocks share a shape and unique keys; undefined when they cannot be compared by rows. */
function rowChanges(
  before: FoldedCollection,
  after: FoldedCollection,
  known: Known,
  revised: ReadonlySet<string>,
  named: boolean,
): RowChanges | undefined {
  const old = rowsByKey(before);
  const now = rowsByKey(after);
  if (shape(before) !== shape(after) || !old || !now) return undefined;
  const prefix = memberPrefix(after.idPattern);
  // The id names the collection; its pattern only when nothing else does.
  const change: RowChanges = named ? { id: after.id! } : { idPattern: after.idPattern };
  const added = [...now].filter(([key]) => !old.has(key)).map(([, row]) => row);
  const removed = [...old.keys()].filter((key) => !now.has(key));
  const changed = [...now]
    .filter(([key, row]) => {
      const oldRow = old.get(key);
      // A row as it was can still be news: an answer since the baseline said otherwise of it.
      const unchanged = same(oldRow, row) && !revised.has(`${prefix}\n${key}`);
      return oldRow !== undefined && !unchanged && !rowKnown(before, oldRow, after, row, known);
    })
    .map(([, row]) => row);
  const kept = [...old.keys()].filter((key) => now.has(key));
  const keys = [...now.keys()];
  if (added.length > 0) change.added = added;
  if (removed.length > 0) change.removed = removed;
  if (changed.length > 0) change.changed = changed;
  // The agent drops the removed rows and appends the added ones: say so whenever that is not the new order.
  if (!same(kept, keys.slice(0, kept.length))) {
    if (
      same(
        kept,
        keys.filter((key) => old.has(key)),
      )
    )
      change.after = keys.flatMap((key, at) => (old.has(key) ? [] : [at === 0 ? null : keys[at - 1]!]));
    else change.order = keys;
  }
  return change;
}

function addTo(groups: AddedGroups, entry: HintEntry): void {
  const { role, ...rest } = entry;
  if (isRole(role)) (groups[role] ??= []).push(rest);
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

/** Which of two encodings of one part of a delta is shorter; the ceiling is responseSize's. */
const sizeOf = (value: unknown): number => JSON.stringify(value).length;

/** Whether `after`'s rows are `before`'s less some, in the same order: element changes can say no more. */
function onlyRowsLeft(before: FoldedCollection, after: FoldedCollection): boolean {
  const keys = (block: FoldedCollection) => block.items.map((row) => String(row[block.fields.indexOf('key')]));
  const now = new Set(keys(after));
  return same(
    keys(before).filter((key) => now.has(key)),
    keys(after),
  );
}

/** Whether a change holds every field of `shared` with the same value. */
const holds = (change: EntryChange, shared: Record<string, unknown>): boolean =>
  Object.entries(shared).every(([field, value]) => field in change && same(change[field], value));

/**
 * Changes that are the same but for the id, stated once where the first stood: with all their ids,
 * or, when shorter, as every entry the agent holds but a few (`allExcept`): a modal makes the whole
 * page behind it inert, and listing every id would grow with the page. An entry that changed in
 * that way and more joins the shared change, and its own change says only the rest.
 */
function groupSameChanges(changes: EntryChange[], held: readonly string[]): Array<EntryChange | SharedChange> {
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
  const taken = new Set([...other].flatMap(prefixesOf));
  const groups = new Map<string, string[]>();
  for (const id of new Set(ids)) {
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
function compactRemoved(removed: string[], now: Map<string, Listed>, toldGone: ReadonlySet<string>): string[] {
  // Each id under its shortest dead prefix: everything that prefix stands for is gone. A removed id
  // is never listed, so it always has one (itself at least).
  const groups = groupUnderFree(removed, now.keys()) ?? removed.map((id) => [id]);
  return groups.filter((ids) => ids.some((id) => !toldGone.has(id))).map(nameOf);
}

/**
 * What stays of what the agent held, each id under its shortest prefix under which nothing it held
 * is gone; undefined when an id that stays has none (`deck.menu` stays, `deck.menu.delete` left).
 */
function compactKept(old: Known, now: Map<string, Listed>): string[] | undefined {
  const held = [...old.keys()];
  const groups = groupUnderFree(
    held.filter((id) => now.has(id)),
    held.filter((id) => !now.has(id)),
  );
  return groups?.map(nameOf);
}

/** The ids of a collection's members (and itself) the agent holds that are still listed. */
function heldIn(old: Known, now: Map<string, Listed>, key: string): string[] {
  return [...old].filter(([id, item]) => item.block === key && now.has(id)).map(([id]) => id);
}

/**
 * The size of element changes as the delta will state them: shared changes grouped, removed ids
 * compacted. A list coming back into use as a modal closes changes every member the same way.
 */
function statedSize(
  elements: { added: AddedGroups; removed: string[]; changed: EntryChange[] },
  held: readonly string[],
  now: Map<string, Listed>,
  toldGone: ReadonlySet<string>,
): number {
  return sizeOf({
    added: elements.added,
    removed: compactRemoved(elements.removed, now, toldGone),
    changed: groupSameChanges(elements.changed, held),
  });
}

/**
 * Lists that unfolded (down to one row) while their collection is still listed: the rows that left,
 * by key, where that is shorter than naming their elements (a search that leaves one row of many).
 * `settled`: the member ids those row changes stand for.
 */
function unfoldedRowsLeft(
  blocks: FoldedCollection[],
  stillFolded: ReadonlySet<string>,
  old: Known,
  now: Map<string, Listed>,
  toldGone: ReadonlySet<string>,
): { changes: RowChanges[]; settled: Set<string> } {
  const changes: RowChanges[] = [];
  const settled = new Set<string>();
  const idCounts = new Map<string, number>();
  for (const block of blocks) if (block.id) idCounts.set(block.id, (idCounts.get(block.id) ?? 0) + 1);
  for (const block of blocks) {
    const keyAt = block.fields.indexOf('key');
    if (stillFolded.has(blockKey(block)) || !block.id || !now.has(block.id) || keyAt === -1) continue;
    const gone = new Map<string, string[]>();
    for (const row of block.items) {
      const ids = unfold({ ...block, items: [row] }).map((member) => member.id);
      // A row the agent was told is gone already is no news.
      if (ids.every((id) => !now.has(id)) && ids.some((id) => old.has(id))) gone.set(String(row[keyAt]), ids);
    }
    if (gone.size === 0) continue;
    const members = [...gone.values()].flat();
    const byRows: RowChanges = {
      ...(idCounts.get(block.id) === 1 ? { id: block.id } : { idPattern: block.idPattern }),
      removed: [...gone.keys()],
    };
    if (sizeOf(byRows) >= sizeOf(compactRemoved(members, now, toldGone))) continue;
    changes.push(byRows);
    for (const id of members) settled.add(id);
  }
  return { changes, settled };
}

export interface DeltaContext {
  /** What observes and other snapshots reported after the baseline, by id (null: absent). */
  reportedSince?: ReadonlyMap<string, HintEntry | null>;
  /** Say the url even when it did not change: several tabs show documents. */
  sayUrl?: boolean;
  /** The largest answer allowed (bytes of JSON): a delta is never cut, the full snapshot can be. */
  maxSize?: number;
  /** Ids the new snapshot left out because they lie behind its modal: not news, not gone. */
  behindModal?: ReadonlySet<string>;
}

/**
 * The snapshot as the agent holds it while a modal is open: `after`, with what `before` stated of
 * the hints now behind the modal (flat entries and whole collections), so that they are neither
 * reported removed now nor restated when the modal closes.
 */
export function carryBehindModal(
  before: Snapshot | undefined,
  after: Snapshot,
  behind: ReadonlySet<string> | undefined,
): Snapshot {
  if (!before || !behind || behind.size === 0) return after;
  const held: Snapshot = { ...after };
  const isBehind = (entry: HintEntry | Omit<HintEntry, 'role'>) => behind.has(entry.id);
  for (const role of ROLES) {
    const carried = (before[role] ?? []).filter(isBehind);
    if (carried.length > 0) held[role] = [...(after[role] ?? []), ...carried];
  }
  const otherCarried = (before.other ?? []).filter(isBehind);
  if (otherCarried.length > 0) held.other = [...(after.other ?? []), ...otherCarried];
  const stated = new Set((after.collections ?? []).map(blockKey));
  const blocks = (before.collections ?? []).filter(
    (block) => !stated.has(blockKey(block)) && (block.id ? behind.has(block.id) : unfold(block).some(isBehind)),
  );
  if (blocks.length > 0) held.collections = [...(after.collections ?? []), ...blocks];
  return held;
}

export function snapshotDelta(before: Snapshot, after: Snapshot, context: DeltaContext = {}): SnapshotDelta {
  return compare(before, after, context).delta;
}

/**
 * The delta, and the snapshot as the agent now holds it: `after`, with each collection whose rows
 * were sent in the old shape kept in that shape, so that the next delta's rows align with the
 * fields the agent has.
 */
function compare(before: Told, shown: Snapshot, context: DeltaContext): { delta: SnapshotDelta; told: Told } {
  const reportedSince = context.reportedSince ?? new Map<string, HintEntry | null>();
  const delta: SnapshotDelta = {
    ...(context.sayUrl || shown.url !== before.url ? { url: shown.url } : {}),
    ...(shown.screen !== before.screen ? { screen: shown.screen ?? null } : {}),
    ...(shown.modal !== before.modal ? { modal: shown.modal ?? null } : {}),
    delta: true,
  };
  const after = carryBehindModal(before, shown, context.behindModal);
  const { known: old, toldGone } = knownSince(before, reportedSince);
  // The rows (prefix and key) of which an answer since the baseline said something.
  const revised = new Set<string>();
  for (const id of reportedSince.keys()) {
    const member = old.has(id) ? parseMemberId(id) : undefined;
    if (member) revised.add(`${member.prefix}\n${member.key}`);
  }
  const now = listed(after);

  // Each collection of the new snapshot: by rows where its shape held; else in full, or as
  // element changes when those are shorter (a reshaped list where a few rows changed). Elements a
  // collection settles are left out of the element changes below.
  const oldBlocks = new Map((before.collections ?? []).map((block) => [blockKey(block), block]));
  const newKeys = new Set((after.collections ?? []).map(blockKey));
  const idCounts = new Map<string, number>();
  for (const block of after.collections ?? []) if (block.id) idCounts.set(block.id, (idCounts.get(block.id) ?? 0) + 1);
  const collections: Array<FoldedCollection | RowChanges> = [];
  const settled = new Set<string>();
  const byRows = new Set<string>();
  const byElements = new Set<string>();
  const toldBlocks: FoldedCollection[] = [];
  const rowsHeldElsewhere = new Set(before.byElements);
  const shownBlocks = new Set((shown.collections ?? []).map(blockKey));
  for (const block of after.collections ?? []) {
    const key = blockKey(block);
    // Carried from behind the modal: held as the agent was told it, neither news nor gone.
    if (!shownBlocks.has(key)) {
      settled.add(key);
      toldBlocks.push(block);
      continue;
    }
    const earlier = oldBlocks.get(key);
    const named = block.id !== undefined && idCounts.get(block.id) === 1;
    // Reshaped by folding alone: the rows in the shape the agent holds, when it states them exactly.
    const kept = earlier && shape(earlier) !== shape(block) ? inShapeOf(earlier, block) : undefined;
    const rows = earlier && !rowsHeldElsewhere.has(key) && rowChanges(earlier, kept ?? block, old, revised, named);
    if (rows) {
      settled.add(key);
      byRows.add(key);
      toldBlocks.push(kept ?? block);
      if (rows.added || rows.removed || rows.changed || rows.order) collections.push(rows);
      continue;
    }
    // Element changes cannot say where a row is: only when no row moved or came in.
    const elements = earlier && onlyRowsLeft(earlier, block) && elementChanges(old, now, (item) => item.block === key);
    if (elements && statedSize(elements, heldIn(old, now, key), now, toldGone) < sizeOf(block)) {
      byElements.add(key);
      toldBlocks.push(block);
    } else {
      settled.add(key);
      toldBlocks.push(block);
      collections.push(block);
    }
  }
  const rowsLeft = unfoldedRowsLeft(before.collections ?? [], newKeys, old, now, toldGone);
  collections.push(...rowsLeft.changes);
  // Rows cannot carry the collection's own fields: stated as its entry's change, which only an
  // answer since the baseline can make (a change of them changes the block's shape).
  const isSettled = (item: Listed): boolean =>
    item.block !== undefined &&
    settled.has(item.block) &&
    !(byRows.has(item.block) && item.entry.role === 'collection' && item.entry.id === oldBlocks.get(item.block)?.id);
  // A collection that is gone as a collection: its name stands for its rows in `removed`.
  const goneBlocks = new Set(
    [...oldBlocks].filter(([key, block]) => !newKeys.has(key) && !now.has(block.id ?? '')).map(([key]) => key),
  );
  const { added, removed, changed } = elementChanges(old, now, (item) => {
    if (isSettled(item) || rowsLeft.settled.has(item.entry.id) || context.behindModal?.has(item.entry.id)) return false;
    if (item.block && goneBlocks.has(item.block)) return item.entry.id === oldBlocks.get(item.block)?.id;
    return true;
  });
  for (const key of goneBlocks) {
    const block = oldBlocks.get(key)!;
    if (!block.id) removed.push(blockName(block));
  }
  // What the agent was told is gone still counts when it stands for ids under it.
  for (const id of toldGone) if (!now.has(id)) removed.push(id);
  const stated = compactRemoved(removed, now, toldGone);

  if (Object.keys(added).length > 0) delta.added = added;
  // A move to another screen that keeps a header and a navigation: what stayed can be the shorter
  // list. Only then: within a screen, what left is the plainer statement.
  const moved = after.screen !== before.screen || after.url !== before.url;
  const kept = moved && stated.length > 0 ? compactKept(old, now) : undefined;
  if (kept && sizeOf(kept) < sizeOf(stated)) delta.kept = kept;
  else if (stated.length > 0) delta.removed = stated;
  if (changed.length > 0) {
    // What the agent holds that is still listed: the entries a shared change can be stated against.
    const held = [...old.keys()].filter((id) => now.has(id));
    delta.changed = groupSameChanges(changed, held);
  }
  if (collections.length > 0) delta.collections = collections;
  if (!after.collections) return { delta, told: after };
  const told: Told = after.collections ? { ...after, collections: toldBlocks } : after;
  return { delta, told: byElements.size > 0 ? { ...told, byElements: [...byElements] } : told };
}

/**
 * The delta when it is worth sending: a baseline exists, neither side was cut, and it is smaller
 * than the full snapshot. A move to another screen that keeps a header or a navigation is one: the
 * new screen comes whole, and what stayed is not repeated. Else the full snapshot, with `full`
 * saying why only where a condition stops deltas; with no baseline, or a delta no smaller, it is
 * the full snapshot alone, so that no answer is larger than it.
 */
export function chooseDelta(
  before: (Told & { truncated?: unknown }) | undefined,
  after: Snapshot,
  context: DeltaContext = {},
): { delta: SnapshotDelta; told: Told } | { full?: string } {
  if (!before) return {};
  if (before.truncated) return { full: 'the earlier snapshot was cut' };
  const compared = compare(before, after, context);
  if (responseSize(compared.delta) >= responseSize(after)) return {};
  if (context.maxSize !== undefined && responseSize(compared.delta) > context.maxSize)
    return { full: 'the changes exceed the response ceiling' };
  return compared;
}
