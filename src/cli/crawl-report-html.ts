// The crawl as one self-contained HTML file for people: the summary first, then a section per page
// with its overlay screenshot inlined and its gap list. No external assets (its own
// Content-Security-Policy forbids them), so it opens offline and can be kept as a CI artifact.
// Everything the pages said is escaped: page content is untrusted.

import { suggestionRows, suggestionsHeading } from './suggestion-lines.js';
import { GAP_KINDS } from '../page/types.js';
import type { CrawlSummary, PageSummary } from './crawl-summary.js';
import { STOP_NOTES, countText, pagesNote } from './crawl-table.js';
import { GAP_KIND_TEXT } from '../messages/gap-kinds.js';
import { gateRules } from './gate.js';

export function html(text: string | number): string {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 1rem 2rem; color: #1f2328; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.15rem; margin-top: 2.5rem; word-break: break-all; }
  table { border-collapse: collapse; margin: .5rem 0 1rem; } th, td { border: 1px solid #d0d7de; padding: .25rem .5rem; text-align: left; vertical-align: top; }
  td.n { text-align: right; font-variant-numeric: tabular-nums; } code { font: 12px ui-monospace, Menlo, Consolas, monospace; word-break: break-all; }
  .passed { color: #1a7f37; font-weight: 600; } .failed { color: #cf222e; font-weight: 600; }
  section.page { border-top: 2px solid #d0d7de; } .shot { max-width: 100%; border: 1px solid #d0d7de; }
  dl { display: grid; grid-template-columns: max-content auto; gap: .1rem 1rem; } dt { font-weight: 600; } dd { margin: 0; }
`;

const anchor = (index: number) => `page-${index + 1}`;

function gateLine(summary: CrawlSummary): string {
  const { gate } = summary;
  const rules = gateRules(gate);
  return `<p>Gate: <span class="${gate.passed ? 'passed' : 'failed'}">${gate.passed ? 'passed' : 'failed'}</span> (fails on ${html(rules)}).</p>`;
}

function summarySection(summary: CrawlSummary): string {
  const parts = [
    `<h1>Hint review of ${html(summary.origin)}</h1>`,
    '<section id="summary">',
    '<dl>',
    summary.source === undefined
      ? `<dt>Crawled from</dt><dd><code>${html(summary.start)}</code> (${html(STOP_NOTES[summary.stopped])})</dd>`
      : `<dt>Reviewed by</dt><dd>${html(summary.source)}</dd>`,
    `<dt>Pages reviewed</dt><dd>${summary.pages.length}</dd>`,
    `<dt>Not reviewed</dt><dd>${summary.unreviewed.length}</dd>`,
    ...(summary.unvisited ? [`<dt>Found, not visited</dt><dd>${summary.unvisited}</dd>`] : []),
    ...(summary.coverage === undefined
      ? []
      : [`<dt>Coverage</dt><dd>${summary.coverage}% (average of the pages)</dd>`]),
    `<dt>Gaps across the app</dt><dd>${summary.total} (a gap repeated on several pages counts once)</dd>`,
    '</dl>',
    gateLine(summary),
  ];
  if (summary.pages.length > 0) {
    parts.push(
      '<h2>Pages, most gaps first</h2>',
      '<table><thead><tr><th>Gaps</th><th>Coverage</th><th>Hinted</th><th>Flagged</th><th>Screen</th><th>URL</th></tr></thead><tbody>',
      ...summary.pages.map(
        (page, index) =>
          `<tr><td class="n">${page.review.total}</td><td class="n">${page.review.coverage}%</td><td class="n">${countText(page.hinted)}</td><td class="n">${countText(page.flagged)}</td><td>${html(page.screen ?? '')}</td><td><a href="#${anchor(index)}"><code>${html(page.url)}</code></a></td></tr>`,
      ),
      '</tbody></table>',
    );
  }
  if (summary.unreviewed.length > 0) {
    parts.push(
      '<h2>Not reviewed</h2><ul>',
      ...summary.unreviewed.map(
        (page) =>
          `<li><code>${html(page.url)}</code>: ${html(page.reason)}${page.linkedFrom ? ` (linked from <code>${html(page.linkedFrom)}</code>)` : ''}</li>`,
      ),
      '</ul>',
    );
  }
  const kinds = GAP_KINDS.filter((kind) => summary.gaps[kind]);
  if (kinds.length > 0) {
    parts.push(
      '<h2>Gaps across the app</h2>',
      '<table><thead><tr><th>Kind</th><th>Count</th><th>Place</th><th>Pages</th></tr></thead><tbody>',
    );
    for (const kind of kinds) {
      const report = summary.gaps[kind]!;
      report.places.forEach((place, index) =>
        parts.push(
          `<tr>${index === 0 ? `<td rowspan="${report.places.length}">${kind}</td><td class="n" rowspan="${report.places.length}">${report.count}</td>` : ''}<td><code>${html(place.place)}</code></td><td>${html(pagesNote(place.pages, summary.pages.length))}</td></tr>`,
        ),
      );
    }
    parts.push(
      '</tbody></table>',
      '<h2>How to fix</h2><ul>',
      ...kinds.map((kind) => `<li><b>${kind}</b>: ${html(GAP_KIND_TEXT[kind].fix)}</li>`),
      '</ul>',
    );
  }
  parts.push('</section>');
  return parts.join('\n');
}

function pageSection(page: PageSummary, index: number, screenshot: Buffer | undefined): string {
  const kinds = GAP_KINDS.filter((kind) => page.review.gaps[kind]);
  const parts = [
    `<section class="page" id="${anchor(index)}">`,
    `<h2>${html(page.url)}</h2>`,
    '<dl>',
    ...(page.screen ? [`<dt>Screen</dt><dd>${html(page.screen)}</dd>`] : []),
    `<dt>Coverage</dt><dd>${page.review.coverage}%</dd>`,
    ...(page.hinted === undefined || page.flagged === undefined
      ? []
      : [`<dt>Hinted, flagged</dt><dd>${page.hinted} hinted, ${page.flagged} flagged</dd>`]),
    `<dt>Gaps</dt><dd>${page.review.total}</dd>`,
    ...(page.linkedFrom ? [`<dt>Linked from</dt><dd><code>${html(page.linkedFrom)}</code></dd>`] : []),
    ...(page.failures.length
      ? [`<dt>Gate</dt><dd class="failed">${html(page.failures.map((failure) => failure.message).join('; '))}</dd>`]
      : []),
    '</dl>',
  ];
  if (kinds.length > 0) {
    parts.push('<table class="gaps"><thead><tr><th>Kind</th><th>Count</th><th>Places</th></tr></thead><tbody>');
    for (const kind of kinds) {
      const { count, places } = page.review.gaps[kind]!;
      const more = count > places.length ? `<br>… and ${count - places.length} more` : '';
      parts.push(
        `<tr><td>${kind}</td><td class="n">${count}</td><td>${places.map((place) => `<code>${html(place)}</code>`).join('<br>')}${more}</td></tr>`,
      );
    }
    parts.push('</tbody></table>');
  } else parts.push('<p>No hinting gaps found.</p>');
  if (page.review.suggestions?.length) {
    parts.push(
      `<h3>${html(suggestionsHeading(page.review.suggestions).replace(/:$/, ''))}</h3>`,
      '<table class="gaps"><thead><tr><th>Element</th><th>Add</th><th>Why</th></tr></thead><tbody>',
      ...suggestionRows(page.review.suggestions).map(
        (row) =>
          `<tr><td><code>${html(row.place)}</code>${row.name ? `<br>${html(row.name)}` : ''}</td><td><code>${html(row.add)}</code></td><td>${html(row.why)}${row.where ? `<br><small>${html(row.where)}</small>` : ''}</td></tr>`,
      ),
      '</tbody></table>',
    );
  }
  if (screenshot)
    parts.push(
      `<img class="shot" alt="${html(page.url)} with the review overlay" src="data:image/jpeg;base64,${screenshot.toString('base64')}">`,
    );
  parts.push('</section>');
  return parts.join('\n');
}

/** `screenshots` maps a page's URL to its JPEG with the overlay. */
export function crawlReportHtml(summary: CrawlSummary, screenshots: ReadonlyMap<string, Buffer>): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Hint review of ${html(summary.origin)}</title>`,
    `<style>${STYLE}</style>`,
    '</head><body>',
    summarySection(summary),
    screenshots.size > 0
      ? "<p>In the screenshots, hinted elements are outlined in their role's colour and labelled with their id; gaps are outlined in red.</p>"
      : '',
    ...summary.pages.map((page, index) => pageSection(page, index, screenshots.get(page.url))),
    '</body></html>',
    '',
  ].join('\n');
}
