// The collection member id convention, `<prefix>.item.<key>[.<control>]`. Pure: the page code
// folds and reviews with it, and the snapshot tool reads a `rowsFrom` argument with it.

/** The last `.item.` splits prefix from key; a key has no dot. */
const MEMBER_ID = /^(.+)\.item\.([^.]+)(?:\.(.+))?$/;

export function parseMemberId(id: string): { prefix: string; key: string; control?: string } | undefined {
  const match = MEMBER_ID.exec(id);
  if (!match) return undefined;
  const [, prefix, key, control] = match;
  return { prefix: prefix!, key: key!, control };
}

/** The member prefix of a folded collection, read back from its `idPattern`. */
export function prefixOfPattern(idPattern: string): string {
  return idPattern.slice(0, idPattern.lastIndexOf('.item.{key}'));
}
