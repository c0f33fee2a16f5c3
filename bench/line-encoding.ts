// A probe, not a format we ship: the same snapshot written as terse lines (one element a line,
// `key=value` pairs, quotes only where needed). The report uses it to show how far a change away
// from JSON, which every answer is, could move the token ratio of a page.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const BARE = /^[\w.$€£%:/\-{}[\]]+$/;

function scalar(value: Json): string {
  return typeof value === 'string' && BARE.test(value) ? value : JSON.stringify(value);
}

function pairs(fields: { [key: string]: Json }): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key}=${scalar(value)}`)
    .join(' ');
}

/** `id "name" key=value…`, the id and name unlabelled. */
function entryLine(entry: { [key: string]: Json }): string {
  const { id, name, ...rest } = entry;
  return [id === undefined ? '' : scalar(id), name === undefined ? '' : JSON.stringify(name), pairs(rest)]
    .filter((part) => part !== '')
    .join(' ');
}

export function lineEncoding(snapshot: { [key: string]: Json }): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(snapshot)) {
    if (key === 'collections' && Array.isArray(value)) {
      lines.push('collections:');
      for (const block of value as Array<{ [key: string]: Json }>) {
        const { items, fields, item, itemControls, ...head } = block;
        lines.push(`- ${entryLine(head)}`);
        if (item && typeof item === 'object' && !Array.isArray(item)) lines.push(`  item: ${pairs(item)}`);
        if (itemControls && typeof itemControls === 'object' && !Array.isArray(itemControls)) {
          for (const [control, shared] of Object.entries(itemControls))
            lines.push(`  ${control}: ${pairs(shared as { [key: string]: Json })}`);
        }
        if (Array.isArray(fields)) lines.push(`  fields: ${fields.map(String).join(' ')}`);
        for (const row of Array.isArray(items) ? items : [])
          lines.push(`  ${(row as Json[]).map((cell) => (cell === null ? '-' : scalar(cell))).join(' ')}`);
      }
    } else if (Array.isArray(value)) {
      lines.push(`${key}:`);
      for (const entry of value) lines.push(`- ${entryLine(entry as { [key: string]: Json })}`);
    } else {
      lines.push(`${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`);
    }
  }
  return lines.join('\n');
}
