// `semantic-hints hint <app-folder>`: writes the review's suggested hints into the app's source.
// It serves the app with its own Vite and one locating plugin (src/source/locate/), reviews the
// states to read (a crawl of that server, or the states of a saved review or a Playwright Test
// run, opened again there), places each suggestion on the source element that renders it
// (src/source/plan.ts) and edits those files (src/source/edit/): a unified diff by default, the
// files with --write.

import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { BrowserAccessError, launchPrivateBrowser } from '../browser/browser-access.js';
import { loadConfig } from '../config/config.js';
import { firstLine } from '../shared/errors.js';
import type { HintSuggestion, Review } from '../page/types.js';
import { applyEdits, unifiedDiff, writeChanges } from '../source/apply.js';
import type { Applied } from '../source/apply.js';
import { startLocatedServer } from '../source/locate/dev-server.js';
import { locateInPage } from '../source/locate/in-page.js';
import type { PageLocation } from '../source/locate/in-page.js';
import { LOCATE_ATTR } from '../source/locate/source-place.js';
import { planEdits } from '../source/plan.js';
import type { ReviewedState } from '../source/plan.js';
import type { CliIo } from './cli-io.js';
import { crawl } from './crawl.js';
import { networkQuiet } from './network-quiet.js';
import { UsageError } from './usage-error.js';

export const HINT_HELP = `hint <app-folder>
  Writes the review's suggested hints into the app's source: serves the app with its own Vite
  config plus a plugin that marks each element with the file, line and column that render it,
  reviews its states with --suggest, and adds each suggestion's data-semtag-* attributes (and the
  aria-label a nameless control needs) to that element in the JSX/TSX, Vue or HTML file. A list's
  rows get their item id built from the row's key. Prints a unified diff; nothing is written
  without --write. Existing attributes are kept; what cannot be placed is listed with the reason.

  --from <file>        Read the states from a saved review instead of crawling: the JSON of
                       \`review --suggest --json\`, of \`review --crawl --suggest --json\`, or the
                       Playwright reporter's summary.json; each state's URL is opened again.
  --start <path>       With the crawl: the path to start from (default: the app's root).
  --all-links          With the crawl: follow every <a href>, not only navigation hints.
  --max-pages <n>      With the crawl: visit at most n pages (default 20).
  --include-hidden     Also suggest hints for hidden elements.
  --write              Write the edits into the files.
  --replace            Overwrite attributes the source already has with the suggested values.
  --json               Print {changes: [{file, diff}], written, kept, unplaced} as JSON.
`;

interface HintOptions {
  appDir: string;
  from?: string | undefined;
  start: string;
  allLinks: boolean;
  maxPages: number;
  includeHidden: boolean;
  write: boolean;
  replace: boolean;
  json: boolean;
}

async function hintOptions(argv: string[]): Promise<HintOptions> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      from: { type: 'string' },
      start: { type: 'string', default: '/' },
      'all-links': { type: 'boolean', default: false },
      'max-pages': { type: 'string', default: '20' },
      'include-hidden': { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
      replace: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1)
    throw new UsageError("hint takes the app's folder, e.g. `semantic-hints hint ./my-app`.", true);
  const appDir = resolve(positionals[0]!);
  const folder = await stat(appDir).catch(() => undefined);
  if (!folder?.isDirectory())
    throw new UsageError(`${appDir} is not a folder: pass the app's folder (where its package.json or index.html is).`);
  const maxPages = Number(values['max-pages']);
  if (!/^\d+$/.test(values['max-pages']) || maxPages < 1)
    throw new UsageError(`--max-pages takes a whole number of at least 1; got "${values['max-pages']}".`, true);
  if (values.from !== undefined && (values.start !== '/' || values['all-links'] || values['max-pages'] !== '20'))
    throw new UsageError(
      '--start, --all-links and --max-pages apply to the crawl; --from reads the states from a file.',
      true,
    );
  return {
    appDir,
    from: values.from,
    start: values.start,
    allLinks: values['all-links'],
    maxPages,
    includeHidden: values['include-hidden'],
    write: values.write,
    replace: values.replace,
    json: values.json,
  };
}

/** The states a saved file holds: one review, a crawl's or a Playwright run's pages. */
export function savedStates(text: string, file: string): Array<{ url: string; suggestions: HintSuggestion[] }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`${file} is not JSON (${firstLine(err)}): pass the output of \`review --suggest --json\`.`);
  }
  const reviewOf = (value: unknown): { url: string; suggestions: HintSuggestion[] } | undefined => {
    const review = value as Partial<Review> | undefined;
    return typeof review?.url === 'string' && Array.isArray(review.suggestions)
      ? { url: review.url, suggestions: review.suggestions }
      : undefined;
  };
  const pages = (parsed as { pages?: unknown }).pages;
  const states = Array.isArray(pages)
    ? pages.map((page) => reviewOf((page as { review?: unknown }).review))
    : [reviewOf(parsed)];
  const found = states.filter((state) => state !== undefined);
  if (found.length === 0)
    throw new UsageError(
      `${file} holds no suggestions: save the review with --suggest --json (or the fixture's suggest option).`,
    );
  return found;
}

async function locate(page: Page, suggestions: readonly HintSuggestion[]): Promise<PageLocation[]> {
  const args = JSON.stringify([suggestions.map(({ place }) => place), LOCATE_ATTR]);
  // Sent as source: a TypeScript runner may wrap the function's inner names in its own helper.
  const source = `(() => { const __name = (f) => f; return (${locateInPage.toString()})(${args}); })()`;
  return page.evaluate<PageLocation[]>(source);
}

/** How long a reopened state is given to show every element its review named, once its network is quiet. */
const RENDER_WAIT_MS = 3000;

/**
 * Waits until the page shows the state a saved review read: an app renders after its load event
 * (a lazy route's page, data it fetches), so the elements are awaited, not taken at load. Places
 * the page never shows again (a dialog the review saw open) are reported by the locating after it.
 */
async function rendered(page: Page, suggestions: readonly HintSuggestion[], timeoutMs: number): Promise<void> {
  await networkQuiet(page, timeoutMs);
  const args = JSON.stringify([suggestions.map(({ place }) => place), LOCATE_ATTR]);
  const source = `(() => { const __name = (f) => f; return (${locateInPage.toString()})(${args}).every((at) => at.found); })()`;
  await page
    .waitForFunction(source, undefined, { timeout: Math.min(timeoutMs, RENDER_WAIT_MS) })
    .catch(() => undefined);
}

async function readStates(page: Page, base: string, options: HintOptions, timeoutMs: number): Promise<ReviewedState[]> {
  const states: ReviewedState[] = [];
  if (options.from !== undefined) {
    const text = await readFile(options.from, 'utf8').catch((err: unknown) => {
      throw new UsageError(`Could not read ${options.from}: ${firstLine(err)}`);
    });
    for (const saved of savedStates(text, options.from)) {
      const saw = new URL(saved.url);
      const url = new URL(`${saw.pathname}${saw.search}${saw.hash}`, base).href;
      // A document of its own: a URL that differs from the last one by its hash alone would only
      // change the hash, and the app would still be showing the route before.
      await page.goto('about:blank');
      await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
      await rendered(page, saved.suggestions, timeoutMs);
      states.push({ url: saved.url, suggestions: saved.suggestions, locations: await locate(page, saved.suggestions) });
    }
    return states;
  }
  const result = await crawl(page, new URL(options.start.replace(/^\//, ''), base).href, {
    includeHidden: options.includeHidden,
    suggest: true,
    allLinks: options.allLinks,
    maxPages: options.maxPages,
    screenshots: false,
    timeoutMs,
    signal: new AbortController().signal,
    async onReviewed(tab, review) {
      const suggestions = review.suggestions ?? [];
      states.push({ url: review.url, suggestions, locations: await locate(tab, suggestions) });
    },
  });
  if (result.reviewed.length === 0)
    throw new UsageError(
      `No page of the app could be reviewed: ${result.unreviewed.map(({ url, reason }) => `${url}: ${reason}`).join('; ')}`,
    );
  return states;
}

function report(applied: Applied, options: HintOptions): string {
  const lines: string[] = [];
  const diff = unifiedDiff(applied.changes);
  if (diff) lines.push(diff.trimEnd());
  const files = applied.changes.length;
  lines.push(
    files === 0
      ? 'Nothing to write: every suggestion that can be placed is in the source already.'
      : `${applied.written} attribute${applied.written === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}${options.write ? ' written.' : ' (dry run: nothing written; --write applies it).'}`,
  );
  if (applied.kept.length > 0) {
    lines.push(`Kept as they are (--replace overwrites them):`);
    for (const { file, line, attributes } of applied.kept) lines.push(`  ${file}:${line}  ${attributes.join(' ')}`);
  }
  if (applied.unplaced.length > 0) {
    lines.push(`Not placed (${applied.unplaced.length}):`);
    for (const miss of applied.unplaced) {
      const attributes = Object.entries(miss.set)
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ');
      lines.push(
        `  ${miss.place}${miss.name ? ` "${miss.name}"` : ''} on ${miss.url}: ${attributes}\n    ${miss.reason}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export async function runHint(argv: string[], io: CliIo): Promise<number> {
  const options = await hintOptions(argv);
  const config = loadConfig(io.env);
  let server;
  try {
    server = await startLocatedServer(options.appDir);
  } catch (err) {
    throw new UsageError(`Could not start the app's dev server in ${options.appDir}: ${firstLine(err)}`);
  }
  try {
    let launched;
    try {
      launched = await launchPrivateBrowser({ executablePath: config.executablePath, headed: false }, 'command');
    } catch (err) {
      throw err instanceof BrowserAccessError ? new UsageError(err.message) : err;
    }
    const { browser } = launched;
    let states: ReviewedState[];
    try {
      states = await readStates(await browser.newPage(), server.url, options, config.timeoutMs);
    } finally {
      await browser.close();
    }
    const { edits, unplaced } = planEdits(states, options.replace);
    const applied = await applyEdits(options.appDir, edits, unplaced);
    if (options.write) await writeChanges(options.appDir, applied.changes);
    io.stdout.write(
      options.json
        ? `${JSON.stringify({
            changes: applied.changes.map(({ file }, index) => ({ file, diff: unifiedDiff([applied.changes[index]!]) })),
            written: applied.written,
            kept: applied.kept,
            unplaced: applied.unplaced,
          })}\n`
        : report(applied, options),
    );
    return 0;
  } finally {
    await server.close();
  }
}
