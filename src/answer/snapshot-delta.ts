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
//
// The element side (what each element's change is, and how removed ids are stated) is in
// element-changes.ts; the collections' rows and the delta as a whole are here.

import type { Cell, FoldedCollection, HintEntry, Snapshot } from '../page/types.js';
import { GROUPS, ROLES } from '../page/vocabulary.js';
import { inShapeOf } from '../page/codec/refold.js';
import { jsonSize, responseSize } from './paging.js';
import { statedEntries, unfold } from '../page/codec/unfold.js';
import type { StatedEntry } from '../page/codec/unfold.js';
import { memberPrefix, parseMemberId } from '../page/codec/member-id.js';
import {
  blockKey,
  compactKept,
  compactRemoved,
  elementChanges,
  entryChange,
  groupSameChanges,
  knownToAgent,
  listed,
  same,
  sameRow,
  sizeOf,
  statedSize,
} from './element-changes.js';
import type { AddedGroups, ElementChanges, EntryChange, Known, Listed, SharedChange } from './element-changes.js';

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

/** The name a collection goes by in `removed`: its id, else its idPattern. */
const blockName = (block: FoldedCollection): string => block.id ?? block.idPattern;

/**
 * A snapshot as the agent holds it. `byElements`: the collections (by blockKey) last stated by
 * element changes, whose rows the agent holds in an older shape: rows in this one would not align
 * with the fields it has, so they come by element changes again, else in full.
 */
export type SentSnapshot = Snapshot & { byElements?: string[] };

/**
 * Whether each collection is the only one among `blocks` with its id: the id names it; its pattern
 * only when nothing else does.
 */
function namedById(blocks: FoldedCollection[]): (block: FoldedCollection) => boolean {
  const idCounts = new Map<string, number>();
  for (const block of blocks) if (block.id) idCounts.set(block.id, (idCounts.get(block.id) ?? 0) + 1);
  return (block) => block.id !== undefined && idCounts.get(block.id) === 1;
}

/** Row changes of a collection with none stated yet: named by its id when `named`, else by its pattern. */
const emptyRowChanges = (block: FoldedCollection, named: boolean): RowChanges =>
  named ? { id: block.id! } : { idPattern: block.idPattern };

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
    const sent = known.get(member.id);
    return sent !== undefined && entryChange(sent.entry, member) === undefined;
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
  const change = emptyRowChanges(after, named);
  const added = [...now].filter(([key]) => !old.has(key)).map(([, row]) => row);
  const removed = [...old.keys()].filter((key) => !now.has(key));
  const changed = [...now]
    .filter(([key, row]) => {
      const oldRow = old.get(key);
      // A row as it was can still be news: an answer since the baseline said otherwise of it.
      const unchanged = sameRow(oldRow, row) && !revised.has(`${prefix}\n${key}`);
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

/** Whether `after`'s rows are `before`'s less some, in the same order: element changes can say no more. */
function onlyRowsLeft(before: FoldedCollection, after: FoldedCollection): boolean {
  const keys = (block: FoldedCollection) => block.items.map((row) => String(row[block.fields.indexOf('key')]));
  const now = new Set(keys(after));
  return same(
    keys(before).filter((key) => now.has(key)),
    keys(after),
  );
}

/** The ids of a collection's members (and itself) the agent holds that are still listed. */
function heldIn(old: Known, now: ReadonlyMap<string, Listed>, key: string): string[] {
  return [...old].filter(([id, item]) => item.block === key && now.has(id)).map(([id]) => id);
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
  now: ReadonlyMap<string, Listed>,
  sentGone: ReadonlySet<string>,
): { changes: RowChanges[]; settled: Set<string> } {
  const changes: RowChanges[] = [];
  const settled = new Set<string>();
  const named = namedById(blocks);
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
    const byRows: RowChanges = { ...emptyRowChanges(block, named(block)), removed: [...gone.keys()] };
    if (sizeOf(byRows) >= sizeOf(compactRemoved(members, now, sentGone))) continue;
    changes.push(byRows);
    for (const id of members) settled.add(id);
  }
  return { changes, settled };
}

export interface DeltaContext {
  /** What observes and other snapshots reported after the baseline, by id (null: absent). */
  sentSince?: ReadonlyMap<string, HintEntry | null>;
  /** Say the url even when it did not change: several tabs show documents. */
  sayUrl?: boolean;
  /** The largest answer allowed (bytes of JSON): a delta is never cut, the full snapshot can be. */
  maxSize?: number;
  /** Ids the new snapshot left out because they lie behind its modal: not news, not gone. */
  behindModal?: ReadonlySet<string>;
  /**
   * What the snapshot compared with, and the new one, state (statedEntries), from the caller, which
   * unfolds each once at most: only a comparison asks (an unchanged page needs none).
   */
  statedBefore?: () => readonly StatedEntry[];
  statedAfter?: () => readonly StatedEntry[];
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

/** The delta's header: url, screen and modal where they are news. */
function deltaHeader(before: Snapshot, shown: Snapshot, sayUrl: boolean | undefined): SnapshotDelta {
  return {
    ...(sayUrl || shown.url !== before.url ? { url: shown.url } : {}),
    ...(shown.screen !== before.screen ? { screen: shown.screen ?? null } : {}),
    ...(shown.modal !== before.modal ? { modal: shown.modal ?? null } : {}),
    delta: true,
  };
}

/** What one comparison reads of its two sides. */
interface Sides {
  before: SentSnapshot;
  /** The new snapshot as the page gave it. */
  shown: Snapshot;
  /** `shown` with what lies behind its modal carried from `before`: the snapshot compared. */
  after: Snapshot;
  /** What the agent was told of each element. */
  old: Known;
  /** Ids an answer since the baseline said are gone. */
  sentGone: Set<string>;
  /** The rows (prefix and key) of which an answer since the baseline said something. */
  revised: Set<string>;
  /** Every element `after` states. */
  now: ReadonlyMap<string, Listed>;
  /** `before`'s collections, by blockKey. */
  oldBlocks: Map<string, FoldedCollection>;
  /** The blockKeys of `after`'s collections. */
  newKeys: Set<string>;
}

function sidesOf(before: SentSnapshot, shown: Snapshot, context: DeltaContext): Sides {
  const sentSince = context.sentSince ?? new Map<string, HintEntry | null>();
  const after = carryBehindModal(before, shown, context.behindModal);
  const { known: old, sentGone } = knownToAgent(before, sentSince, context.statedBefore?.());
  // The caller's statedAfter is of the snapshot shown: of `after` too unless something was carried.
  const stated = context.statedAfter && statesSameAs(after, shown) ? context.statedAfter() : statedEntries(after);
  return {
    before,
    shown,
    after,
    old,
    sentGone,
    revised: revisedRows(sentSince, old),
    now: listed(after, stated),
    oldBlocks: new Map((before.collections ?? []).map((block) => [blockKey(block), block])),
    newKeys: new Set((after.collections ?? []).map(blockKey)),
  };
}

/** The rows (prefix and key) of which an answer since the baseline said something. */
function revisedRows(sentSince: ReadonlyMap<string, HintEntry | null>, old: Known): Set<string> {
  const revised = new Set<string>();
  for (const id of sentSince.keys()) {
    const member = old.has(id) ? parseMemberId(id) : undefined;
    if (member) revised.add(`${member.prefix}\n${member.key}`);
  }
  return revised;
}

/**
 * How one collection of the new snapshot is told: carried from behind the modal, by rows, in full,
 * or left to element changes. `held`: the collection as the agent then holds it.
 */
type Telling =
  | { by: 'carried' | 'full' | 'elements'; held: FoldedCollection }
  | { by: 'rows'; held: FoldedCollection; rows: RowChanges };

function tellCollection(
  block: FoldedCollection,
  named: boolean,
  shownKeys: ReadonlySet<string>,
  sides: Sides,
): Telling {
  const { old, now, sentGone } = sides;
  const key = blockKey(block);
  // Carried from behind the modal: held as the agent was told it, neither news nor gone.
  if (!shownKeys.has(key)) return { by: 'carried', held: block };
  const earlier = sides.oldBlocks.get(key);
  // Reshaped by folding alone: the rows in the shape the agent holds, when it states them exactly.
  const kept = earlier && shape(earlier) !== shape(block) ? inShapeOf(earlier, block) : undefined;
  const rowsHeldElsewhere = sides.before.byElements?.includes(key);
  const rows = earlier && !rowsHeldElsewhere && rowChanges(earlier, kept ?? block, old, sides.revised, named);
  if (rows) return { by: 'rows', held: kept ?? block, rows };
  // Element changes cannot say where a row is: only when no row moved or came in.
  const elements = earlier && onlyRowsLeft(earlier, block) && elementChanges(old, now, (item) => item.block === key);
  const shorter = elements && statedSize(elements, heldIn(old, now, key), now, sentGone) < sizeOf(block);
  return { by: shorter ? 'elements' : 'full', held: block };
}

/** The pass over the new snapshot's collections: what it states, and what that settles. */
interface CollectionsSent {
  /** Row changes, and collections in full. */
  collections: Array<FoldedCollection | RowChanges>;
  /** The collections (by blockKey) whose elements are left out of the element changes. */
  settled: Set<string>;
  /** Those of them told by rows. */
  byRows: Set<string>;
  /** The collections told by element changes. */
  byElements: Set<string>;
  /** Each collection as the agent now holds it. */
  held: FoldedCollection[];
}

/**
 * Each collection of the new snapshot: by rows where its shape held; else in full, or as element
 * changes when those are shorter (a reshaped list where a few rows changed). Elements a collection
 * settles are left out of the element changes.
 */
function collectionsToSend(sides: Sides): CollectionsSent {
  const sent: CollectionsSent = {
    collections: [],
    settled: new Set(),
    byRows: new Set(),
    byElements: new Set(),
    held: [],
  };
  const blocks = sides.after.collections ?? [];
  const named = namedById(blocks);
  const shownKeys = new Set((sides.shown.collections ?? []).map(blockKey));
  for (const block of blocks) {
    const key = blockKey(block);
    const telling = tellCollection(block, named(block), shownKeys, sides);
    sent.held.push(telling.held);
    if (telling.by === 'elements') sent.byElements.add(key);
    else sent.settled.add(key);
    if (telling.by === 'full') sent.collections.push(block);
    if (telling.by !== 'rows') continue;
    sent.byRows.add(key);
    const { added, removed, changed, order } = telling.rows;
    if (added || removed || changed || order) sent.collections.push(telling.rows);
  }
  return sent;
}

/**
 * Whether an element's change is left to the element changes: it is in no settled collection, in
 * no row stated gone by key, and not behind the modal; of a collection gone as a collection, only
 * the collection's own entry.
 */
function leftToElementChanges(
  sides: Sides,
  sent: CollectionsSent,
  rowsLeftSettled: ReadonlySet<string>,
  behindModal: ReadonlySet<string> | undefined,
  goneBlocks: ReadonlySet<string>,
): (item: Listed) => boolean {
  const { oldBlocks } = sides;
  // Rows cannot carry the collection's own fields: stated as its entry's change, which only an
  // answer since the baseline can make (a change of them changes the block's shape).
  const isSettled = (item: Listed): boolean =>
    item.block !== undefined &&
    sent.settled.has(item.block) &&
    !(
      sent.byRows.has(item.block) &&
      item.entry.role === 'collection' &&
      item.entry.id === oldBlocks.get(item.block)?.id
    );
  return (item) => {
    if (isSettled(item) || rowsLeftSettled.has(item.entry.id) || behindModal?.has(item.entry.id)) return false;
    if (item.block && goneBlocks.has(item.block)) return item.entry.id === oldBlocks.get(item.block)?.id;
    return true;
  };
}

/** A collection that is gone as a collection: its name stands for its rows in `removed`. */
function goneCollections(sides: Sides): Set<string> {
  return new Set(
    [...sides.oldBlocks]
      .filter(([key, block]) => !sides.newKeys.has(key) && !sides.now.has(block.id ?? ''))
      .map(([key]) => key),
  );
}

/** The element changes outside what the collections told; `removed` not yet compacted. */
function elementNews(
  sides: Sides,
  sent: CollectionsSent,
  rowsLeftSettled: ReadonlySet<string>,
  behindModal: ReadonlySet<string> | undefined,
): ElementChanges {
  const goneBlocks = goneCollections(sides);
  const include = leftToElementChanges(sides, sent, rowsLeftSettled, behindModal, goneBlocks);
  const news = elementChanges(sides.old, sides.now, include);
  for (const key of goneBlocks) {
    const block = sides.oldBlocks.get(key)!;
    if (!block.id) news.removed.push(blockName(block));
  }
  // What the agent was told is gone still counts when it stands for ids under it.
  for (const id of sides.sentGone) if (!sides.now.has(id)) news.removed.push(id);
  return news;
}

/** What left, as `removed`; or, on a move to another screen, what stayed as `kept` when shorter. */
function removedOrKept(sides: Sides, removed: string[]): Pick<SnapshotDelta, 'removed' | 'kept'> {
  const { before, after, old, now } = sides;
  const stated = compactRemoved(removed, now, sides.sentGone);
  // A move to another screen that keeps a header and a navigation: what stayed can be the shorter
  // list. Only then: within a screen, what left is the plainer statement.
  const moved = after.screen !== before.screen || after.url !== before.url;
  const kept = moved && stated.length > 0 ? compactKept(old, now) : undefined;
  if (kept && sizeOf(kept) < sizeOf(stated)) return { kept };
  return stated.length > 0 ? { removed: stated } : {};
}

/** What the agent holds that is still listed: the entries a shared change can be stated against. */
function stillHeld(old: Known, now: ReadonlyMap<string, Listed>): string[] {
  return [...old.keys()].filter((id) => now.has(id));
}

/** The snapshot as the agent now holds it: `after` with its collections as told. */
function sentSnapshot(after: Snapshot, sent: CollectionsSent): SentSnapshot {
  if (!after.collections) return after;
  const held: SentSnapshot = { ...after, collections: sent.held };
  return sent.byElements.size > 0 ? { ...held, byElements: [...sent.byElements] } : held;
}

/**
 * Whether two snapshots state the same elements because they hold the very same lists: then the
 * statedEntries of one are the other's too.
 */
export function statesSameAs(a: Snapshot, b: Snapshot): boolean {
  if (a === b) return true;
  if (!GROUPS.every((group) => a[group] === b[group])) return false;
  const blocks = a.collections ?? [];
  const others = b.collections ?? [];
  return blocks.length === others.length && blocks.every((block, at) => block === others[at]);
}

/**
 * The delta, and the snapshot as the agent now holds it: `after`, with each collection whose rows
 * were sent in the old shape kept in that shape, so that the next delta's rows align with the
 * fields the agent has. Every element compared, always (chooseDelta skips that when nothing changed).
 */
export function compare(
  before: SentSnapshot,
  shown: Snapshot,
  context: DeltaContext,
): { delta: SnapshotDelta; sent: SentSnapshot } {
  const sides = sidesOf(before, shown, context);
  const sent = collectionsToSend(sides);
  const rowsLeft = unfoldedRowsLeft(before.collections ?? [], sides.newKeys, sides.old, sides.now, sides.sentGone);
  const { added, removed, changed } = elementNews(sides, sent, rowsLeft.settled, context.behindModal);
  const collections = [...sent.collections, ...rowsLeft.changes];
  const delta: SnapshotDelta = {
    ...deltaHeader(before, shown, context.sayUrl),
    ...(Object.keys(added).length > 0 ? { added } : {}),
    ...removedOrKept(sides, removed),
    ...(changed.length > 0 ? { changed: groupSameChanges(changed, stillHeld(sides.old, sides.now)) } : {}),
    ...(collections.length > 0 ? { collections } : {}),
  };
  return { delta, sent: sentSnapshot(sides.after, sent) };
}

/** Element changes that state nothing, as the delta would weigh them against a collection in full. */
const NO_ELEMENT_CHANGES = statedSize({ added: {}, removed: [], changed: [] }, [], new Map(), new Set());

/**
 * What compare finds when the page shows exactly what the agent holds (the same JSON), nothing was
 * told since, nothing lies behind a modal, no collection is held in an older shape and no two share
 * a key; undefined otherwise. Then it lists no element, and its answer follows from the
 * collections alone, without listing or comparing an element:
 * - the header: the url only when several tabs could be meant (url, screen and modal are the same);
 * - each collection is its own earlier self (keys are unique): with unique row keys, told by rows,
 *   none of them added, removed, changed or moved, so stated not at all; without, left to element
 *   changes, which find nothing (every element is listed on both sides, the same), and which are
 *   chosen when shorter than the collection in full, as tellCollection weighs them;
 * - no collection is gone or unfolded, no element added, removed or changed;
 * - the agent then holds the page's snapshot, its collections as shown, those left to element
 *   changes named in byElements, as sentSnapshot makes it.
 * The delta property test (test/unit/delta-reuse.property.test.ts) checks it against compare.
 */
function unchanged(
  before: SentSnapshot,
  shown: Snapshot,
  shownJson: string,
  context: DeltaContext,
): { delta: SnapshotDelta; sent: SentSnapshot } | undefined {
  if ((context.sentSince?.size ?? 0) > 0 || (context.behindModal?.size ?? 0) > 0 || before.byElements) return;
  const blocks = shown.collections ?? [];
  const keys = blocks.map(blockKey);
  if (new Set(keys).size !== keys.length || JSON.stringify(before) !== shownJson) return;
  const inFull: FoldedCollection[] = [];
  const byElements: string[] = [];
  blocks.forEach((block, at) => {
    if (rowsByKey(block)) return;
    if (NO_ELEMENT_CHANGES < sizeOf(block)) byElements.push(keys[at]!);
    else inFull.push(block);
  });
  const delta: SnapshotDelta = {
    ...deltaHeader(before, shown, context.sayUrl),
    ...(inFull.length > 0 ? { collections: inFull } : {}),
  };
  if (!shown.collections) return { delta, sent: shown };
  const held: SentSnapshot = { ...shown, collections: [...blocks] };
  return { delta, sent: byElements.length > 0 ? { ...held, byElements } : held };
}

/**
 * The delta when it is worth sending: a baseline exists, neither side was cut, and it is smaller
 * than the full snapshot. A move to another screen that keeps a header or a navigation is one: the
 * new screen comes whole, and what stayed is not repeated. Else the full snapshot, with `full`
 * saying why only where a condition stops deltas; with no baseline, or a delta no smaller, it is
 * the full snapshot alone, so that no answer is larger than it.
 */
export function chooseDelta(
  before: (SentSnapshot & { truncated?: unknown }) | undefined,
  after: Snapshot,
  context: DeltaContext = {},
): { delta: SnapshotDelta; sent: SentSnapshot } | { full?: string } {
  if (!before) return {};
  if (before.truncated) return { full: 'the earlier snapshot was cut' };
  const json = JSON.stringify(after);
  const compared = unchanged(before, after, json, context) ?? compare(before, after, context);
  const size = responseSize(compared.delta);
  if (size >= jsonSize(json)) return {};
  if (context.maxSize !== undefined && size > context.maxSize)
    return { full: 'the changes exceed the response ceiling' };
  return compared;
}
