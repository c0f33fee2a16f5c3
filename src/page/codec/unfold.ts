// The inverse of folding: every member's real id and full entry, rebuilt from a folded block. The
// server uses it to remember what a snapshot reported about each member; the tests use it to check
// that folding loses nothing.

import { COLLECTION_FIELDS, ENTRY_FIELDS } from '../types.js';
import { ROLES } from '../vocabulary.js';
import type { CollectionFields, FoldedCollection, HintEntry, Snapshot } from '../types.js';
import { memberId, memberPrefix } from './member-id.js';

/**
 * The collection's own fields (its id, name and so on) of a block, or of the container's entry a
 * block is folded from: what it says of the collection, not of its rows.
 */
export function ownFieldsOf(source: HintEntry | FoldedCollection): CollectionFields {
  const own: Record<string, unknown> = {};
  for (const field of COLLECTION_FIELDS) if (source[field] !== undefined) own[field] = source[field];
  return own;
}

export function unfold(block: FoldedCollection): HintEntry[] {
  const prefix = memberPrefix(block.idPattern);
  if (prefix === undefined) return [];
  // Each field's column, looked up once per block rather than once per cell.
  const column = new Map<string, number>();
  block.fields.forEach((field, index) => {
    if (!column.has(field)) column.set(field, index);
  });
  /** A member: its slot (none for the item), what all its rows share, its presence column and fields. */
  const members = [
    ...(block.item ? [{ slot: undefined, shared: block.item as object }] : []),
    ...Object.keys(block.itemControls ?? {}).map((slot) => ({ slot, shared: block.itemControls![slot]! })),
  ].map(({ slot, shared }) => ({
    slot,
    shared,
    presence: column.get(slot ?? 'item'),
    fields: ENTRY_FIELDS.flatMap((field) => {
      const index = column.get(slot ? `${slot}.${field}` : field);
      return index === undefined ? [] : [[field, index] as const];
    }),
  }));
  const keyAt = column.get('key');
  const entries: HintEntry[] = [];
  for (const row of block.items) {
    const key = String(keyAt === undefined ? undefined : row[keyAt]);
    for (const { slot, shared, presence, fields } of members) {
      if (presence !== undefined && row[presence] === null) continue;
      const entry: Record<string, unknown> = { id: memberId(prefix, key, slot), ...shared };
      for (const [field, index] of fields) {
        const value = row[index];
        if (value !== undefined && value !== null) entry[field] = value;
      }
      entries.push(entry as unknown as HintEntry);
    }
  }
  return entries;
}

/** An entry a snapshot states, and the folded block that states it (as its own entry or a member's). */
export interface StatedEntry {
  entry: HintEntry;
  block?: FoldedCollection;
}

/**
 * Every entry a snapshot states, with its role, in the snapshot's order: the role groups, `other`,
 * then each folded collection's own entry (when it has an id) and its members.
 */
export function statedEntries(snapshot: Snapshot): StatedEntry[] {
  const stated: StatedEntry[] = [];
  for (const role of ROLES) for (const entry of snapshot[role] ?? []) stated.push({ entry: { ...entry, role } });
  for (const entry of snapshot.other ?? []) stated.push({ entry });
  for (const block of snapshot.collections ?? []) {
    // The collection's own entry too: its fields (enabled:false behind a modal) were told.
    if (block.id) stated.push({ entry: { ...ownFieldsOf(block), id: block.id, role: 'collection' }, block });
    for (const entry of unfold(block)) stated.push({ entry, block });
  }
  return stated;
}
