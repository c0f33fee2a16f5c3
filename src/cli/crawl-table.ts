// The crawl's summary as a table for people: the pages ranked by gaps, the pages not reviewed,
// the app's gaps with where they repeat, how to fix them, and the gate's verdict.

import { suggestionLines, suggestionsHeading } from './suggestion-lines.js';
import { GAP_KINDS } from '../page/types.js';
import type { CrawlSummary } from './crawl-summary.js';
import { gateRules } from './gate.js';
import { columns, howToFixLines } from './text-table.js';

export const STOP_NOTES = {
  complete: 'every page it links to',
  'max-pages': 'stopped at --max-pages',
  interrupted: 'interrupted: a partial report',
} as const;

/** Where a place repeats: "every page", or the pages' paths when few. */
export function pagesNote(pages: string[], reviewed: number): string {
  if (reviewed > 1 && pages.length === reviewed) return 'every page';
  if (pages.length > 3) return `${pages.length} pages`;
  return pages.map((url) => new URL(url).pathname + new URL(url).search).join(', ');
}

/** Where the pages came from: the crawl's start and how far it went, or what else visited them. */
export function visitedNote(summary: CrawlSummary): string {
  return summary.source === undefined
    ? `crawled from ${summary.start} (${STOP_NOTES[summary.stopped]})`
    : `reviewed by ${summary.source}`;
}

/** A count the report may lack (no overlay was drawn): `-` then. */
export const countText = (count: number | undefined): string => (count === undefined ? '-' : String(count));

export function crawlTable(summary: CrawlSummary): string {
  const reviewed = summary.pages.length;
  const lines = [
    `Hint review of ${summary.origin}, ${visitedNote(summary)}`,
    `Pages reviewed: ${reviewed}${summary.unreviewed.length ? `, not reviewed: ${summary.unreviewed.length}` : ''}${summary.unvisited ? `, found but not visited: ${summary.unvisited}` : ''}`,
  ];
  if (summary.coverage !== undefined)
    lines.push(`Coverage: ${summary.coverage}% of interactive elements are hinted (average of the pages)`);
  lines.push(`Gaps across the app: ${summary.total} (a gap repeated on several pages counts once)`);

  if (reviewed > 0) {
    lines.push('', 'Pages, most gaps first:');
    lines.push(
      ...columns(
        [
          ['GAPS', 'COVERAGE', 'HINTED', 'FLAGGED', 'SCREEN', 'URL'],
          ...summary.pages.map((page) => [
            String(page.review.total),
            `${page.review.coverage}%`,
            countText(page.hinted),
            countText(page.flagged),
            page.screen ?? '-',
            page.url,
          ]),
        ],
        [0, 1, 2, 3],
      ),
    );
  }
  if (summary.unreviewed.length > 0) {
    lines.push('', 'Not reviewed:');
    for (const page of summary.unreviewed)
      lines.push(`  ${page.url}: ${page.reason}${page.linkedFrom ? ` (linked from ${page.linkedFrom})` : ''}`);
  }

  const kinds = GAP_KINDS.filter((kind) => summary.gaps[kind]);
  if (kinds.length > 0) {
    const rows = [['KIND', 'COUNT', 'PLACE', 'PAGES']];
    for (const kind of kinds) {
      const report = summary.gaps[kind]!;
      const listedCount = report.places.reduce((sum, place) => sum + place.count, 0);
      report.places.forEach((place, index) =>
        rows.push([
          index === 0 ? kind : '',
          index === 0 ? String(report.count) : '',
          place.place,
          pagesNote(place.pages, reviewed),
        ]),
      );
      if (report.count > listedCount) rows.push(['', '', `… and ${report.count - listedCount} more`, '']);
    }
    lines.push('', 'Gaps across the app:', ...columns(rows), ...howToFixLines(kinds));
  }

  const suggesting = summary.pages.filter((page) => page.review.suggestions?.length);
  for (const page of suggesting)
    lines.push(
      '',
      suggestionsHeading(page.review.suggestions!).replace(/^Suggested hints/, `Suggested hints on ${page.url}`),
      ...suggestionLines(page.review.suggestions!, '  '),
    );

  lines.push('', gateVerdict(summary));
  return lines.join('\n');
}

/** The gate's one-line verdict: passed, or failed and why. */
export function gateVerdict(summary: CrawlSummary): string {
  const { gate } = summary;
  const rules = gateRules(gate);
  if (gate.passed) return `Gate passed (fails on ${rules}).`;
  const failing = summary.pages.filter((page) => page.failures.length > 0).length;
  const broken = summary.unreviewed.filter((page) => page.failed).length;
  const reasons = [
    failing ? `${failing} ${failing === 1 ? 'page fails' : 'pages fail'}` : '',
    broken ? `${broken} page${broken === 1 ? '' : 's'} could not be loaded` : '',
    summary.pages.length === 0 ? 'no page was reviewed' : '',
  ];
  return `Gate failed (fails on ${rules}): ${reasons.filter(Boolean).join('; ')}.`;
}
