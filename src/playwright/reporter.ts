// The Playwright Test reporter that joins the automatic reviews of a whole run (every worker, and
// with `merge-reports` every shard) into the crawl's reports: the summary table on stdout, an HTML
// report, JUnit XML and the summary as JSON in one folder, and the crawl's gate, which fails the
// run, or the merge, when a page fails it.
//
//   reporter: [['list'], ['semantic-hints-mcp/playwright/reporter', { outputFolder: 'hint-report' }]]

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { crawlReportHtml } from '../cli/crawl-report-html.js';
import { summarise } from '../cli/crawl-summary.js';
import type { CrawlSummary } from '../cli/crawl-summary.js';
import { crawlTable, gateVerdict } from '../cli/crawl-table.js';
import { junitXml } from '../cli/junit.js';
import type { GapKind } from '../page/types.js';
import { gateOfOptions } from './matcher.js';
import { statesOf } from './review-attachment.js';
import type { ReviewedState } from './review-attachment.js';
import { runResult } from './run-pages.js';

export interface HintReporterOptions {
  /** Where index.html, junit.xml and summary.json go, relative to the config file; `hint-report` unless given. */
  outputFolder?: string;
  /** The gap kinds that fail the gate; every kind unless given, none with []. */
  failOn?: readonly GapKind[];
  /** The least coverage, in percent, each page needs; coverage does not fail unless given. */
  minCoverage?: number;
}

/**
 * A failed gate, thrown from onEnd: an error in a reporter is what fails both `playwright test`
 * and `playwright merge-reports`, which ignores the status onEnd returns. Its stack is its message
 * alone: the reporter did not crash.
 */
export class HintGateError extends Error {
  constructor(summary: CrawlSummary, report: string) {
    super(`${gateVerdict(summary)} See ${report}`);
    this.name = 'HintGateError';
    this.stack = `${this.name}: ${this.message}`;
  }
}

export default class HintReporter implements Reporter {
  private readonly states: ReviewedState[] = [];
  private readonly tests = new Set<string>();
  private readonly reading: Promise<void>[] = [];
  private folder: string;

  constructor(private readonly options: HintReporterOptions = {}) {
    // Checked now: a wrong option stops the run before any test, with the reason.
    gateOfOptions(options);
    this.folder = resolve(options.outputFolder ?? 'hint-report');
  }

  onBegin(config: FullConfig): void {
    const base = config.configFile ? dirname(config.configFile) : process.cwd();
    this.folder = resolve(base, this.options.outputFolder ?? 'hint-report');
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments)
      this.reading.push(
        statesOf(attachment).then((states) => {
          if (states.length === 0) return;
          this.tests.add(test.id);
          this.states.push(...states);
        }),
      );
  }

  async onEnd(result: FullResult): Promise<void> {
    await Promise.all(this.reading);
    const summary = summarise(runResult(this.states, this.tests.size), gateOfOptions(this.options));
    await mkdir(this.folder, { recursive: true });
    const report = join(this.folder, 'index.html');
    const files = {
      'index.html': crawlReportHtml(summary, new Map()),
      'junit.xml': junitXml(summary),
      'summary.json': JSON.stringify(summary, null, 2),
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(this.folder, name), text);
    process.stdout.write(`\n${crawlTable(summary)}\nHint report: ${report}\n`);
    if (!summary.gate.passed && result.status !== 'interrupted') throw new HintGateError(summary, report);
  }

  printsToStdio(): boolean {
    return false;
  }
}
