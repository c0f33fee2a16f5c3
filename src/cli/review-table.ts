// One page's review as text for people: its coverage, each gap kind with its count and places,
// how to fix those kinds, and the suggested hints when asked for. The CLI's `review` prints it;
// the Playwright Test matcher puts it in its failure message.

import { GAP_KINDS } from '../page/types.js';
import type { Review } from '../page/types.js';
import { suggestionLines, suggestionsHeading } from './suggestion-lines.js';
import { columns, howToFixLines } from './text-table.js';

export function reviewTable(review: Review): string {
  const lines = [`Hint review of ${review.url}`, `Coverage: ${review.coverage}% of interactive elements are hinted`];
  if (review.total === 0) lines.push('', 'No hinting gaps found.');
  else {
    lines.push(`Gaps: ${review.total}`, '');
    const kinds = GAP_KINDS.filter((kind) => review.gaps[kind]);
    const rows = [['KIND', 'COUNT', 'PLACES']];
    for (const kind of kinds) {
      const { count, places } = review.gaps[kind]!;
      const shown = count > places.length ? [...places, `… and ${count - places.length} more`] : places;
      shown.forEach((place, index) => rows.push(index === 0 ? [kind, String(count), place] : ['', '', place]));
    }
    lines.push(...columns(rows, [1]), ...howToFixLines(kinds));
  }
  // Advice is listed under no gap too: the same suggestions as the JSON and the HTML report.
  if (review.suggestions?.length)
    lines.push('', suggestionsHeading(review.suggestions), ...suggestionLines(review.suggestions, '  '));
  else if (review.suggestions) lines.push('', 'Suggested hints: none.');
  return lines.join('\n');
}
