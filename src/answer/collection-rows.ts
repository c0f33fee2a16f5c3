// `rowsFrom`: one collection of a snapshot, from a given row onward, so that an agent can page
// through a collection longer than one response holds.

import { memberPrefix, parseMemberId } from '../page/codec/member-id.js';
import type { FoldedCollection, Snapshot } from '../page/types.js';
import { ToolError, quote } from '../shared/errors.js';

export interface RowsPage {
  url: string;
  screen?: string;
  collections: FoldedCollection[];
  /** Where the rows start in the whole collection (1-based) and how many it has. */
  rows: { from: number; of: number };
}

/** The collection whose members are `<prefix>.item.<key>`, its rows from `key` on; nothing else. */
export function rowsFrom(snapshot: Snapshot, memberId: string): RowsPage {
  const member = parseMemberId(memberId);
  if (!member)
    throw new ToolError(
      `rowsFrom ${quote(memberId)} is not a collection member id: pass "<prefix>.item.<key>", e.g. "products.grid.item.beta", as truncated.hint gives it.`,
    );
  const collections = snapshot.collections ?? [];
  const matching = collections.filter((c) => memberPrefix(c.idPattern) === member.prefix);
  if (matching.length === 0) {
    const known = collections.map((c) => quote(c.idPattern)).join(', ');
    throw new ToolError(
      `rowsFrom ${quote(memberId)}: no collection on this page has members named ${quote(`${member.prefix}.item.{key}`)}${known ? ` (its collections: ${known})` : ''}. Check scope and includeHidden, which must match the call that was cut.`,
    );
  }
  for (const collection of matching) {
    const start = collection.items.findIndex((row) => row[0] === member.key);
    if (start < 0) continue;
    const page: RowsPage = {
      url: snapshot.url,
      collections: [{ ...collection, items: collection.items.slice(start) }],
      rows: { from: start + 1, of: collection.items.length },
    };
    if (snapshot.screen !== undefined) page.screen = snapshot.screen;
    return page;
  }
  const first = matching[0]!.items[0]?.[0];
  throw new ToolError(
    `rowsFrom ${quote(memberId)}: the collection ${quote(matching[0]!.idPattern)} has no row with key ${quote(member.key)} now (it has ${matching[0]!.items.length} rows; the item may have gone since the last call). Read it from its first row with rowsFrom ${quote(`${member.prefix}.item.${String(first)}`)}.`,
  );
}
