// Every time target of the bench is a ratio measured in one run (against a bare evaluate, against
// Playwright MCP, against our own full snapshot). A ratio that grew more than TIME_REGRESSION_LIMIT
// (bench/targets.ts) over the one the last recorded run wrote in BENCHMARKS.md fails its row, and
// the run exits non-zero.

import { fmtRatio } from './format.js';
import { TIME_REGRESSION_LIMIT } from './targets.js';
import type { ColdStart } from './cold-start.js';
import type { PageMeasurement } from './pages.js';

const HEADING = '## Time ratios';

export interface TimeRatio {
  name: string;
  ratio: number;
  recorded?: number;
  /** Set when a recorded value exists: whether this run is within the limit of it. */
  held?: boolean;
}

/** The run's time ratios, named as BENCHMARKS.md lists them. */
export function timeRatiosOf(pages: PageMeasurement[], coldStart: ColdStart | undefined): TimeRatio[] {
  const ratios: TimeRatio[] = [];
  for (const p of pages) {
    ratios.push({
      name: `semantic_observe ÷ bare_evaluate, ${p.spec.label}`,
      ratio: p.observe.medianMs / p.observe.bareEvaluateMedianMs,
    });
  }
  for (const p of pages)
    ratios.push({
      name: `semantic_snapshot ÷ browser_snapshot, ${p.spec.label}`,
      ratio: p.ours.medianMs / p.playwright.medianMs,
    });
  for (const p of pages)
    ratios.push({
      name: `changes: true ÷ full snapshot, ${p.spec.label}`,
      ratio: p.changes.ratio,
    });
  if (coldStart)
    ratios.push({
      name: `cold start ÷ Playwright MCP's, ${coldStart.path}`,
      ratio: coldStart.oursMs / coldStart.playwrightMs,
    });
  return ratios.filter((r) => Number.isFinite(r.ratio));
}

/** The ratios the last recorded run wrote, by name. */
export function recordedTimeRatios(markdown: string): Map<string, number> {
  const recorded = new Map<string, number>();
  const section = markdown.split(`\n${HEADING}\n`)[1]?.split('\n#')[0] ?? '';
  for (const line of section.split('\n')) {
    // | ratio | this run | last recorded | verdict |
    const cells = line.split('|').map((cell) => cell.trim());
    const value = Number(cells[2]?.replace(/×$/, ''));
    if (cells.length === 6 && cells[1] !== 'ratio' && Number.isFinite(value) && value > 0)
      recorded.set(cells[1]!, value);
  }
  return recorded;
}

/** Each ratio against its recorded value, when there is one. */
export function compareWithRecorded(
  ratios: TimeRatio[],
  recorded: ReadonlyMap<string, number> | undefined,
): TimeRatio[] {
  return ratios.map((r) => {
    const before = recorded?.get(r.name);
    if (before === undefined) return r;
    // Compared as printed, so that a rerun on the same figures holds.
    const now = Number(fmtRatio(r.ratio).replace(/×$/, ''));
    return { ...r, recorded: before, held: now <= before * TIME_REGRESSION_LIMIT };
  });
}

export function renderTimeRatios(ratios: TimeRatio[]): string {
  const rows = ratios.map(
    (r) =>
      `| ${r.name} | ${fmtRatio(r.ratio)} | ${r.recorded === undefined ? '—' : `${r.recorded}×`} | ${r.held === undefined ? 'first recorded' : r.held ? 'held' : `**failed**: more than ${Math.round((TIME_REGRESSION_LIMIT - 1) * 100)}% worse`} |`,
  );
  return [
    HEADING,
    '',
    `Each time ratio of this run beside the one the previous recorded run wrote here. A ratio more than ${Math.round((TIME_REGRESSION_LIMIT - 1) * 100)}% worse fails its row and \`npm run bench\` exits non-zero.`,
    '',
    '| ratio | this run | last recorded | verdict |',
    '| :-- | --: | --: | :-- |',
    ...rows,
    '',
  ].join('\n');
}
