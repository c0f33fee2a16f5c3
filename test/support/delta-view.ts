// The agent's side of semantic_snapshot's `changes`: what it knows of the page, built from a full
// snapshot and updated by each delta by the rules docs/output-format.md states (not by the server's delta
// code), and compared element by element, with each list's row order, with a full snapshot.
// Rows are read with unfold, the documented inverse of folding that the tests already trust.
// While a modal is open, what the agent held from before lies behind it: kept, not restated, and
// left out of the comparison, as the full snapshot leaves it out.

import type { Cell, FoldedCollection, HintEntry, Snapshot } from '../../src/page/types.js';
import { ROLES } from '../../src/page/vocabulary.js';
import { memberPrefix } from '../../src/page/codec/member-id.js';
import { ownFieldsOf, unfold } from '../../src/page/codec/unfold.js';

/** A folded list as the agent holds it: its shape, and its row keys in order. */
interface HeldList {
  block: Omit<FoldedCollection, 'items'>;
  keys: string[];
}

export interface AgentView {
  url: string;
  screen?: string;
  modal?: string | true;
  /** Ids held from before the open modal: behind it, not restated until it closes. */
  behind: Set<string>;
  /** Every element by id, folded members and each list's own entry included, with its role. */
  entries: Map<string, HintEntry>;
  lists: HeldList[];
}

type Answer = Record<string, unknown>;
type Change = { id?: string; ids?: string[]; allExcept?: string[] } & Record<string, unknown>;
interface RowChanges {
  id?: string;
  idPattern?: string;
  added?: Cell[][];
  removed?: string[];
  changed?: Cell[][];
  order?: string[];
  after?: Array<string | null>;
}

const under = (id: string, name: string): boolean => id === name || id.startsWith(`${name}.`);

/** The ids of one row's members: `<prefix>.item.<key>` and the ids under it. */
const rowIds = (list: HeldList, key: string): ((id: string) => boolean) => {
  const row = `${memberPrefix(list.block.idPattern)}.item.${key}`;
  return (id) => under(id, row);
};

const keyAt = (list: HeldList, row: Cell[]): string => String(row[list.block.fields.indexOf('key')]);

function putRows(view: AgentView, list: HeldList, rows: Cell[][]): void {
  for (const entry of unfold({ ...list.block, items: rows })) view.entries.set(entry.id, entry);
}

function dropRow(view: AgentView, list: HeldList, key: string): void {
  const inRow = rowIds(list, key);
  for (const id of [...view.entries.keys()]) if (inRow(id)) view.entries.delete(id);
}

function putList(view: AgentView, block: FoldedCollection): void {
  const { items, ...shape } = block;
  const list: HeldList = { block: shape, keys: [] };
  list.keys = items.map((row) => keyAt(list, row));
  if (block.id) view.entries.set(block.id, { ...ownFieldsOf(block), id: block.id, role: 'collection' });
  putRows(view, list, items);
  view.lists.push(list);
}

/** What the agent knows after a full snapshot. */
export function viewOf(snapshot: Snapshot): AgentView {
  const view: AgentView = {
    url: snapshot.url,
    ...(snapshot.screen !== undefined ? { screen: snapshot.screen } : {}),
    ...(snapshot.modal !== undefined ? { modal: snapshot.modal } : {}),
    behind: new Set(),
    entries: new Map(),
    lists: [],
  };
  for (const role of ROLES) for (const entry of snapshot[role] ?? []) view.entries.set(entry.id, { ...entry, role });
  for (const entry of snapshot.other ?? []) view.entries.set(entry.id, entry);
  for (const block of snapshot.collections ?? []) putList(view, block);
  return view;
}

function applyChange(entry: HintEntry, fields: Record<string, unknown>): void {
  const record = entry as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(fields)) {
    // null: the field is gone; enabled/visible true: back to their default, which is left out.
    if (value === null || ((field === 'enabled' || field === 'visible') && value === true)) delete record[field];
    else record[field] = value;
  }
}

function applyRows(view: AgentView, changes: RowChanges): void {
  const list = view.lists.find((held) =>
    changes.id !== undefined ? held.block.id === changes.id : held.block.idPattern === changes.idPattern,
  );
  if (!list) throw new Error(`row changes for a list the agent does not hold: ${JSON.stringify(changes)}`);
  for (const key of changes.removed ?? []) dropRow(view, list, key);
  list.keys = list.keys.filter((key) => !changes.removed?.includes(key));
  for (const row of changes.changed ?? []) dropRow(view, list, keyAt(list, row));
  putRows(view, list, [...(changes.changed ?? []), ...(changes.added ?? [])]);
  const added = (changes.added ?? []).map((row) => keyAt(list, row));
  if (changes.order) list.keys = [...changes.order];
  else if (changes.after)
    added.forEach((key, at) => {
      const follows = changes.after![at]!;
      list.keys.splice(follows === null ? 0 : list.keys.indexOf(follows) + 1, 0, key);
    });
  else list.keys.push(...added);
}

/** Ids of the view that are not behind the open modal. */
const inUse = (view: AgentView, id: string): boolean => !view.behind.has(id);

/**
 * What the agent knows after `answer`: a full snapshot replaces the view, a delta updates it. A full
 * snapshot under a modal lists only the modal: what the agent held outside it stays, behind it.
 */
export function applyAnswer(view: AgentView, answer: Answer): AgentView {
  if (answer['delta'] !== true) {
    const { full: _full, ...snapshot } = answer;
    const next = viewOf(snapshot as unknown as Snapshot);
    if (next.modal === undefined) return next;
    const outside = (id: string) => view.modal === undefined || view.behind.has(id);
    for (const [id, entry] of view.entries)
      if (!next.entries.has(id) && outside(id)) {
        next.entries.set(id, entry);
        next.behind.add(id);
      }
    for (const list of view.lists)
      if (!next.lists.some((held) => held.block.id === list.block.id && held.block.idPattern === list.block.idPattern))
        next.lists.push(list);
    return next;
  }
  if ('modal' in answer) {
    if (answer['modal'] === null) {
      delete view.modal;
      view.behind.clear();
    } else {
      // Opened: everything held is behind it now.
      if (view.modal === undefined) view.behind = new Set(view.entries.keys());
      view.modal = answer['modal'] as string | true;
    }
  }
  if ('url' in answer) view.url = answer['url'] as string;
  if ('screen' in answer) {
    if (answer['screen'] === null) delete view.screen;
    else view.screen = answer['screen'] as string;
  }
  // What left: the named ids and the ids under them, a list's id standing for its rows; or all
  // the agent held but what `kept` names.
  const removed = (answer['removed'] as string[] | undefined) ?? [];
  const kept = answer['kept'] as string[] | undefined;
  const gone = (id: string) =>
    removed.some((name) => under(id, name)) || (kept !== undefined && !kept.some((name) => under(id, name)));
  for (const list of [...view.lists])
    if (removed.some((name) => under(list.block.id ?? list.block.idPattern, name))) {
      for (const key of list.keys) dropRow(view, list, key);
      view.lists.splice(view.lists.indexOf(list), 1);
    }
  for (const id of [...view.entries.keys()])
    if (gone(id)) {
      view.entries.delete(id);
      view.behind.delete(id);
    }
  // Shared changes count against what the agent held and still holds, before anything is added.
  const held = [...view.entries.keys()];
  for (const change of (answer['changed'] as Change[] | undefined) ?? []) {
    const { id, ids, allExcept, ...fields } = change;
    const targets = id !== undefined ? [id] : (ids ?? held.filter((heldId) => !allExcept!.includes(heldId)));
    for (const target of targets) {
      const entry = view.entries.get(target);
      if (!entry) throw new Error(`a change to ${target}, which the agent does not hold`);
      applyChange(entry, fields);
      view.behind.delete(target);
    }
  }
  const added = (answer['added'] as Record<string, HintEntry[]> | undefined) ?? {};
  for (const [group, entries] of Object.entries(added))
    for (const entry of entries) {
      view.entries.set(entry.id, group === 'other' ? entry : { ...entry, role: group });
      view.behind.delete(entry.id);
    }
  for (const collection of (answer['collections'] as Array<FoldedCollection | RowChanges> | undefined) ?? []) {
    if (!('fields' in collection)) {
      applyRows(view, collection);
      continue;
    }
    // A new or reshaped list in full replaces the one of the same id and pattern.
    const earlier = view.lists.find(
      (held) => held.block.id === collection.id && held.block.idPattern === collection.idPattern,
    );
    if (earlier) {
      for (const key of earlier.keys) dropRow(view, earlier, key);
      view.lists.splice(view.lists.indexOf(earlier), 1);
    }
    putList(view, collection);
  }
  return view;
}

/** Keys canonical, so that entries built in different field orders compare equal. */
const canonical = (entry: HintEntry): string => JSON.stringify(entry, Object.keys(entry).sort());

/**
 * The view in a comparable form: url, screen, modal, every entry in use, and each list's rows that
 * still hold members in use.
 */
export function comparable(view: AgentView): Record<string, unknown> {
  const shown = [...view.entries.values()].filter((entry) => inUse(view, entry.id));
  const lists: Record<string, string[]> = {};
  for (const list of view.lists) {
    const keys = list.keys.filter((key) => shown.some((entry) => rowIds(list, key)(entry.id)));
    // A list down to one row is listed unfolded in a snapshot: no order to keep.
    if (keys.length > 1) lists[`${list.block.id ?? ''} ${list.block.idPattern}`] = keys;
  }
  return {
    url: view.url,
    screen: view.screen ?? null,
    modal: view.modal ?? null,
    entries: shown.map(canonical).sort(),
    lists,
  };
}
