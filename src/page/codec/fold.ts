// Folds repeated collection members into one columnar block: what every item agrees on is stated
// once, and each item becomes a row of only what varies. Linear in the number of members.

import { composedClosest, composedParent } from '../dom/composed.js';
import { HINT_ATTR } from '../dom/elements.js';
import { idPatternOf, parseMemberId } from './member-id.js';
import { ENTRY_FIELDS } from '../types.js';
import { ownFieldsOf } from './unfold.js';
import type { Cell, EntryField, FoldedCollection, HintEntry, SharedFields } from '../types.js';

export interface ReadHint {
  element: Element;
  entry: HintEntry;
}

/** One item of a collection: its own entry and its named controls' entries. */
export interface Row {
  key: string;
  item?: HintEntry;
  controls: Map<string, HintEntry>;
}

interface Group {
  container: Element;
  prefix: string;
  rows: Map<string, Row>;
  members: Element[];
  /** Where its first member stands among the hints: the order of blocks across shadow roots. */
  firstMember: number;
}

type FieldValue = HintEntry[EntryField];

/** Entry fields hold strings, numbers, booleans or arrays of strings (options, a multiple select's value). */
function sameValue(a: FieldValue, b: FieldValue): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item, index) => item === b[index]);
}

/** One slot (the item itself, or one named control) across all rows: shared fields and varying columns. */
function describeSlot(entries: Array<HintEntry | undefined>): {
  shared: SharedFields;
  varying: EntryField[];
  optional: boolean;
} {
  const present = entries.filter((e): e is HintEntry => e !== undefined);
  const shared: SharedFields = {};
  const varying: EntryField[] = [];
  for (const field of ENTRY_FIELDS) {
    // Shared when every entry holds the first entry's value; varying when any differs; left out
    // when none holds one. Read in place: a listing has thousands of rows and a dozen fields.
    const first = present[0]?.[field];
    let same = first !== undefined;
    let held = same;
    for (let at = 1; at < present.length && (same || !held); at++) {
      const value = present[at]![field];
      if (value !== undefined) held = true;
      if (same && !sameValue(value, first)) same = false;
    }
    if (!held) continue;
    if (same) (shared as Record<string, unknown>)[field] = first;
    else varying.push(field);
  }
  return { shared, varying, optional: present.length < entries.length };
}

/** The columnar block for one collection's rows, in row order. Pure: reads only the entries. */
export function foldRows(prefix: string, rows: Row[], containerEntry: HintEntry | undefined): FoldedCollection {
  const controlNames: string[] = [];
  for (const row of rows)
    for (const name of row.controls.keys()) if (!controlNames.includes(name)) controlNames.push(name);

  const fields = ['key'];
  const cellReaders: Array<(row: Row) => Cell> = [(row) => row.key];
  const addColumns = (
    label: (field: EntryField) => string,
    entryOf: (row: Row) => HintEntry | undefined,
    slot: ReturnType<typeof describeSlot>,
    presence?: string,
  ) => {
    if (slot.optional && presence) {
      fields.push(presence);
      cellReaders.push((row) => (entryOf(row) ? true : null));
    }
    for (const field of slot.varying) {
      fields.push(label(field));
      cellReaders.push((row) => entryOf(row)?.[field] ?? null);
    }
  };

  const block: FoldedCollection = {
    ...(containerEntry && ownFieldsOf(containerEntry)),
    idPattern: idPatternOf(prefix, controlNames.length > 0),
    fields,
    items: [],
  };

  const itemEntries = rows.map((row) => row.item);
  if (itemEntries.some((e) => e !== undefined)) {
    const slot = describeSlot(itemEntries);
    block.item = slot.shared;
    addColumns(
      (field) => field,
      (row) => row.item,
      slot,
      'item',
    );
  }
  if (controlNames.length > 0) {
    block.itemControls = {};
    for (const control of controlNames) {
      const slot = describeSlot(rows.map((row) => row.controls.get(control)));
      block.itemControls[control] = slot.shared;
      addColumns(
        (field) => `${control}.${field}`,
        (row) => row.controls.get(control),
        slot,
        control,
      );
    }
  }
  block.items = rows.map((row) => cellReaders.map((read) => read(row)));
  // Keep the documented key order: fields and items last.
  const { fields: header, items, ...head } = block;
  return { ...head, fields: header, items };
}

/**
 * Groups members by (nearest collection ancestor, prefix) and folds every group with at least two
 * keys. Returns the blocks in document order of their containers, and every element they absorbed.
 * `entryOf` gives a container's entry when it is hinted and in the snapshot.
 */
export function foldCollections(
  hints: ReadHint[],
  entryOf: (element: Element) => HintEntry | undefined,
): { collections: FoldedCollection[]; folded: Set<Element> } {
  const groups = new Map<Element, Map<string, Group>>();
  for (const [at, { element, entry }] of hints.entries()) {
    const member = parseMemberId(entry.id);
    if (!member) continue;
    const parent = composedParent(element);
    const container = parent && composedClosest(parent, `[${HINT_ATTR.role}="collection"]`);
    if (!container) continue;
    let byPrefix = groups.get(container);
    if (!byPrefix) groups.set(container, (byPrefix = new Map<string, Group>()));
    let group = byPrefix.get(member.prefix);
    if (!group)
      byPrefix.set(
        member.prefix,
        (group = { container, prefix: member.prefix, rows: new Map(), members: [], firstMember: at }),
      );
    let row = group.rows.get(member.key);
    if (!row) group.rows.set(member.key, (row = { key: member.key, controls: new Map() }));
    // A repeated id inside one item cannot be a cell: it stays flat, where it is still seen.
    if (member.control === undefined) {
      if (row.item) continue;
      row.item = entry;
    } else {
      if (row.controls.has(member.control)) continue;
      row.controls.set(member.control, entry);
    }
    group.members.push(element);
  }

  const collections: Array<{ container: Element; firstMember: number; block: FoldedCollection }> = [];
  const folded = new Set<Element>();
  for (const [container, byPrefix] of groups) {
    for (const group of byPrefix.values()) {
      if (group.rows.size < 2) continue;
      collections.push({
        container,
        firstMember: group.firstMember,
        block: foldRows(group.prefix, [...group.rows.values()], entryOf(container)),
      });
      folded.add(container);
      for (const element of group.members) folded.add(element);
    }
  }
  collections.sort((a, b) => {
    if (a.container === b.container) return 0;
    // In one tree, document order of the containers; across shadow roots, which has no document
    // order, the composed order of their first members.
    if (a.container.getRootNode() !== b.container.getRootNode()) return a.firstMember - b.firstMember;
    return a.container.compareDocumentPosition(b.container) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return { collections: collections.map((c) => c.block), folded };
}
