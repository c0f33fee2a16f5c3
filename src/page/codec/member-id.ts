// The collection member id convention, `<prefix>.item.<key>[.<control>]`, and the `idPattern` that
// states it for a folded collection. Pure, and the one place either is read or written: the page
// code folds and reviews with it, the codec unfolds with it, and the snapshot tool reads a
// `rowsFrom` argument and writes its continuations with it.

/** The last `.item.` splits prefix from key; a key has no dot. */
const MEMBER_ID = /^(.+)\.item\.([^.]+)(?:\.(.+))?$/;

/** `<prefix>.item.{key}`, with `[.{control}]` when items have controls; the prefix as a member id's. */
const ID_PATTERN = /^(.+)\.item\.\{key\}(?:\[\.\{control\}\])?$/;

export function parseMemberId(id: string): { prefix: string; key: string; control?: string } | undefined {
  const match = MEMBER_ID.exec(id);
  if (!match) return undefined;
  const [, prefix, key, control] = match;
  return { prefix: prefix!, key: key!, control };
}

/** A member's id: the item's own (`<prefix>.item.<key>`), or one of its controls'. */
export function memberId(prefix: string, key: string, control?: string): string {
  return control === undefined ? `${prefix}.item.${key}` : `${prefix}.item.${key}.${control}`;
}

/** The `idPattern` of a collection whose members have `prefix`. */
export function idPatternOf(prefix: string, withControls: boolean): string {
  return `${prefix}.item.{key}${withControls ? '[.{control}]' : ''}`;
}

/**
 * The members' id prefix an idPattern states (`products.grid` of
 * `products.grid.item.{key}[.{control}]`); undefined when it is not one idPatternOf writes: such a
 * pattern names no members.
 */
export function memberPrefix(idPattern: string): string | undefined {
  return ID_PATTERN.exec(idPattern)?.[1];
}
