// What the review's table and the crawl's table share: columns of plain text, and the
// "How to fix" lines of the gap kinds they list.

import type { GapKind } from '../page/types.js';
import { GAP_KIND_TEXT } from '../messages/gap-kinds.js';

/**
 * Rows as aligned columns two spaces apart: each column as wide as its widest cell, the columns
 * in `rightAligned` padded on the left (but the last). Nothing trails a row's last non-empty cell.
 */
export function columns(rows: readonly (readonly string[])[], rightAligned: readonly number[] = []): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => {
    const last = row.findLastIndex((cell) => cell !== '');
    return row
      .slice(0, last + 1)
      .map((cell, column) =>
        rightAligned.includes(column) && column < row.length - 1
          ? cell.padStart(widths[column]!)
          : column < last
            ? cell.padEnd(widths[column]!)
            : cell,
      )
      .join('  ');
  });
}

/** A blank line, "How to fix:", then one line per kind. */
export function howToFixLines(kinds: readonly GapKind[]): string[] {
  return ['', 'How to fix:', ...kinds.map((kind) => `  ${kind}: ${GAP_KIND_TEXT[kind].fix}`)];
}
