// `semantic-hints review <url> --crawl`: crawls the app in a tab of its own, then prints the
// summary (a table, or JSON) and writes the JUnit and HTML reports asked for. Progress goes to
// stderr only when it is a terminal and the output is not JSON. Ctrl-C (or SIGTERM) stops after
// dropping the page in progress and still writes everything for the pages done; exit code 130.

import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { crawl } from './crawl.js';
import type { CrawlProgress } from './crawl.js';
import type { CliIo } from './cli-io.js';
import type { CrawlOptions } from './crawl-options.js';
import { crawlReportHtml } from './crawl-report-html.js';
import { summarise } from './crawl-summary.js';
import { crawlTable } from './crawl-table.js';
import type { Gate } from './gate.js';
import { junitXml } from './junit.js';
import { firstLine } from '../shared/errors.js';
import { UsageError } from './usage-error.js';

export interface CrawlCommandOptions {
  url: string;
  json: boolean;
  scope?: string | undefined;
  includeHidden: boolean;
  suggest: boolean;
  timeoutMs: number;
  gate: Gate;
  crawl: CrawlOptions;
}

/** The exit code of a crawl cut short by a signal, as shells report SIGINT. */
export const INTERRUPTED_EXIT = 130;

function progressLine(progress: CrawlProgress): string {
  return `\r\x1b[KCrawling: ${progress.done} page${progress.done === 1 ? '' : 's'} done, ${progress.queued} queued, ${progress.gaps} gaps so far`;
}

export async function runCrawl(
  options: CrawlCommandOptions,
  openTab: () => Promise<{ page: Page; release: () => Promise<void> }>,
  io: Pick<CliIo, 'stdout' | 'stderr'>,
): Promise<number> {
  const showProgress = io.stderr.isTTY === true && !options.json;
  const stop = new AbortController();
  // The first signal stops the crawl; a second one finds no handler and ends the process at once.
  const onSignal = () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (showProgress) io.stderr.write('\r\x1b[KStopping: writing what the crawl has so far…\n');
    stop.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const screenshots = new Map<string, Buffer>();
  let summary;
  try {
    const { page, release } = await openTab();
    try {
      const result = await crawl(page, options.url, {
        scope: options.scope,
        includeHidden: options.includeHidden,
        suggest: options.suggest,
        allLinks: options.crawl.allLinks,
        maxPages: options.crawl.maxPages,
        screenshots: options.crawl.report !== undefined,
        timeoutMs: options.timeoutMs,
        signal: stop.signal,
        onProgress: showProgress ? (progress) => io.stderr.write(progressLine(progress)) : undefined,
      });
      for (const reviewed of result.reviewed)
        if (reviewed.screenshot) screenshots.set(reviewed.url, reviewed.screenshot);
      summary = summarise(result, options.gate);
    } finally {
      if (showProgress) io.stderr.write('\r\x1b[K');
      await release();
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  const written: string[] = [];
  const problems: string[] = [];
  const save = async (file: string | undefined, what: string, text: () => string) => {
    if (file === undefined) return;
    try {
      await writeFile(file, text());
      written.push(`${what}: ${file}`);
    } catch (err) {
      problems.push(`Could not write the ${what} to ${file}: ${firstLine(err)}`);
    }
  };
  await save(options.crawl.junit, 'JUnit report', () => junitXml(summary));
  await save(options.crawl.report, 'HTML report', () => crawlReportHtml(summary, screenshots));

  io.stdout.write(
    `${options.json ? JSON.stringify(summary) : [crawlTable(summary), ...(written.length ? ['', ...written] : [])].join('\n')}\n`,
  );
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  if (summary.stopped === 'interrupted') return INTERRUPTED_EXIT;
  return summary.gate.passed ? 0 : 1;
}
