// A collection's new rows written in the shape the agent already holds. Folding hoists whatever
// the rows agree on, so filtering or sorting a list can change its shape (a badge only one row
// still shows moves from a column into itemControls) though nothing about the rows' layout
// changed. When the old shape can still state every member exactly, a delta sends rows in it
// instead of the whole block again. Exactness is checked, not assumed: the rewritten block must
// unfold to the very entries the new one does.

import type { Cell, FoldedCollection, HintEntry } from '../types.js';
import { memberId, memberPrefix } from './member-id.js';
import { ownFieldsOf, unfold } from './unfold.js';

/** JSON with keys sorted, so that entries built in different field orders compare equal. */
function canonical(entry: HintEntry): string {
  return JSON.stringify(entry, Object.keys(entry).sort());
}

function entriesMatch(a: HintEntry[], b: HintEntry[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(canonical).sort();
  const right = b.map(canonical).sort();
  return left.every((entry, index) => entry === right[index]);
}

/** The block's own fields (its id, name and so on), which rows cannot carry, comparably. */
const ownFields = (block: FoldedCollection): string => canonical(ownFieldsOf(block) as HintEntry);

/** `now`'s rows in `old`'s fields, item and itemControls; undefined when that shape cannot state them exactly. */
export function inShapeOf(old: FoldedCollection, now: FoldedCollection): FoldedCollection | undefined {
  if (old.idPattern !== now.idPattern || ownFields(old) !== ownFields(now)) return undefined;
  const prefix = memberPrefix(now.idPattern);
  const keyAt = now.fields.indexOf('key');
  if (prefix === undefined || keyAt === -1) return undefined;
  const controls = new Set(Object.keys(old.itemControls ?? {}));
  const members = new Map(unfold(now).map((entry) => [entry.id, entry]));
  const items: Cell[][] = now.items.map((row) => {
    const key = String(row[keyAt]);
    const item = members.get(memberId(prefix, key));
    const control = (name: string) => members.get(memberId(prefix, key, name));
    // Each column read the way unfold reads it: a slot's presence, a control's field, the item's field.
    return old.fields.map((field): Cell => {
      if (field === 'key') return key;
      if (field === 'item') return item ? true : null;
      if (controls.has(field)) return control(field) ? true : null;
      const dot = field.lastIndexOf('.');
      const source = dot === -1 ? item : control(field.slice(0, dot));
      const value = source?.[(dot === -1 ? field : field.slice(dot + 1)) as keyof HintEntry];
      return value ?? null;
    });
  });
  const rewritten: FoldedCollection = { ...old, items };
  return entriesMatch(unfold(rewritten), [...members.values()]) ? rewritten : undefined;
}
