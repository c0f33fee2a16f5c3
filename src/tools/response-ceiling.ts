// Keeps a snapshot under the response ceiling by dropping entries and collection rows from the
// end of the largest lists, and says how many were left out so the agent can narrow with scope.

import { ROLES } from '../page/types.js';
import type { Snapshot } from '../page/types.js';

export interface Truncation {
  omitted: number;
  hint: string;
}

type Droppable = unknown[];

function lists(snapshot: Snapshot): Droppable[] {
  const found: Droppable[] = [];
  for (const role of ROLES) if (snapshot[role]) found.push(snapshot[role]);
  if (snapshot.other) found.push(snapshot.other);
  for (const collection of snapshot.collections ?? []) found.push(collection.items);
  return found;
}

const sizeOf = (unit: unknown): number => JSON.stringify(unit).length + 1;

/** Mutates `snapshot` to fit `maxChars` of JSON; returns it with `truncated` when anything was dropped. */
export function fitToCeiling<T extends Snapshot>(snapshot: T, maxChars: number): T & { truncated?: Truncation } {
  let length = JSON.stringify(snapshot).length;
  if (length <= maxChars) return snapshot;
  // Room for the `truncated` note itself.
  const budget = maxChars - 400;
  const all = lists(snapshot).map((list) => ({ list, sizes: list.map(sizeOf), total: 0 }));
  for (const entry of all) entry.total = entry.sizes.reduce((a, b) => a + b, 0);
  let omitted = 0;
  while (length > budget) {
    const largest = all.reduce((a, b) => (b.total > a.total ? b : a), all[0]!);
    if (!largest || largest.list.length === 0) break;
    largest.list.pop();
    const size = largest.sizes.pop() ?? 0;
    largest.total -= size;
    length -= size;
    omitted++;
  }
  for (const role of ROLES) if (snapshot[role]?.length === 0) delete snapshot[role];
  if (snapshot.other?.length === 0) delete snapshot.other;
  const result = snapshot as T & { truncated?: Truncation };
  result.truncated = {
    omitted,
    hint: `The response ceiling (${maxChars} characters) was reached: ${omitted} entries or collection rows at the end of the largest lists were left out. Call semantic_snapshot with scope set to a region or collection id to read them.`,
  };
  return result;
}
