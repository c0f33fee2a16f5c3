// `semantic-hints doctor`: checks the setup that semantic-hints-mcp would use, as the server would
// use it. It reads the configuration the server reads, asks the CDP endpoint what answers there,
// attaches, names the browser, lists its tabs with the one the server would read (the server's own
// choice), and reads a snapshot of that tab. Each problem is one line: what is wrong and the
// command that fixes it. Exit code 0 when the server can read the browser, 1 when not.

import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { BrowserAccessError, attachBrowser } from '../browser/browser-access.js';
import type { AttachTarget } from '../browser/browser-access.js';
import { chooseActiveTab, showsDocument, showsErrorPage } from '../browser/choose-page.js';
import { probeCdpEndpoint } from '../browser/open-browser.js';
import { PageHandles } from '../browser/page-handles.js';
import { runningBrowserEndpoints } from '../browser/running-browsers.js';
import { cdpPort, cliCommand } from '../browser/setup-commands.js';
import { ConfigError } from '../config/config.js';
import type { Config } from '../config/config.js';
import { shownEndpoint } from '../config/endpoint-secrets.js';
import { firstLine } from '../shared/errors.js';
import type { PageSnapshot } from '../page/types.js';
import { ROLES } from '../page/vocabulary.js';
import { readSnapshot } from '../frames/read-documents.js';
import type { CliIo } from './cli-io.js';
import { configWithFlags } from './cli-config.js';
import { pageErrorForTerminal } from './scope-option-errors.js';
import { UsageError } from './usage-error.js';

/** What is wrong, and the command (or setting) that fixes it. */
interface Problem {
  problem: string;
  fix?: string;
}

/** What the check found, in the order it found it; `--json` prints it as it is. */
interface DoctorReport {
  /** True when the server can attach and read the tab it would read (or open one). */
  ok: boolean;
  /** The endpoint as it may be printed (its secrets masked). */
  cdpUrl?: string;
  browser?: { name: string; version: string };
  /** Every tab, in the browser's order; `read` marks the one the server would read. */
  tabs?: { url: string; read: boolean }[];
  /** Hints per role of the tab read, and its folded collections with their rows. */
  snapshot?: { url: string; screen?: string; hints: Record<string, number>; collections: number; rows: number };
  problems: Problem[];
  /** What is not wrong but worth knowing, with what to do about it. */
  notes: Problem[];
}

/** A tab's address as listed: long ones cut. */
const shownUrl = (url: string): string => (url.length > 200 ? `${url.slice(0, 200)}…` : url);

function isLoopback(cdpUrl: string): boolean {
  try {
    return /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(new URL(cdpUrl).hostname);
  } catch {
    return false;
  }
}

/** The command that starts the shared browser on the endpoint's port. */
function startBrowser(cdpUrl: string): string {
  const port = cdpPort(cdpUrl);
  return cliCommand('browser', port === '9222' ? [] : ['--port', port]);
}

/**
 * Why the endpoint has no browser: nothing there (a browser elsewhere means the wrong port), or
 * another server holding the port. Undefined when a browser's DevTools answer (or a service asks
 * for credentials: the attach says which).
 */
async function endpointProblem(config: Config): Promise<Problem | undefined> {
  // A ws(s):// endpoint is a browser's or a service's socket: only the attach can tell.
  if (!/^https?:$/.test(new URL(config.cdpUrl).protocol)) return undefined;
  const shown = shownEndpoint(config.cdpUrl);
  const answer = await probeCdpEndpoint(config.cdpUrl, config.cdpHeaders);
  if (answer.kind === 'browser' || (answer.kind === 'http' && (answer.status === 401 || answer.status === 403)))
    return undefined;
  if (answer.kind === 'http') {
    const what = `${answer.status}${answer.contentType ? `, ${answer.contentType}` : ''}`;
    return {
      problem: `${shown} is not a CDP endpoint: an HTTP server answers there, but not as a browser's DevTools port (/json/version: ${what}); another server, such as your app, holds the port.`,
      fix: `start the browser on a free port, ${cliCommand('browser', ['--port', '0'])} (it prints its endpoint), and point SEMANTIC_HINTS_CDP_URL at it`,
    };
  }
  if (!isLoopback(config.cdpUrl))
    return {
      problem: `No browser answers at ${shown} (${answer.cause}).`,
      fix: 'check that the browser service runs and that SEMANTIC_HINTS_CDP_URL names its endpoint',
    };
  const port = Number(cdpPort(config.cdpUrl));
  const elsewhere = await runningBrowserEndpoints(port);
  if (elsewhere.length > 0) {
    const more = elsewhere.length > 3 ? ` and ${elsewhere.length - 3} more` : '';
    return {
      problem: `Nothing listens at ${shown} (${answer.cause}), but a browser answers at ${elsewhere.slice(0, 3).join(', ')}${more}: the wrong port.`,
      fix: `point both servers at the one Playwright MCP should drive (with the plugin: SEMANTIC_HINTS_CDP_URL=${elsewhere[0]} claude), or start one on port ${port}: ${startBrowser(config.cdpUrl)}`,
    };
  }
  return {
    problem: `No browser: nothing listens at ${shown} (${answer.cause}).`,
    fix: startBrowser(config.cdpUrl),
  };
}

/** `HeadlessChrome/140.0.7339.80` as a name and a version, from the browser itself. */
async function browserNamed(browser: Browser): Promise<{ name: string; version: string }> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { product } = await session.send('Browser.getVersion');
    const slash = product.indexOf('/');
    return slash > 0
      ? { name: product.slice(0, slash), version: product.slice(slash + 1) }
      : { name: product, version: browser.version() };
  } finally {
    await session.detach().catch(() => undefined);
  }
}

/** Hints per role, in the vocabulary's order; folded collections and their rows apart. */
function hintCounts(snapshot: PageSnapshot): NonNullable<DoctorReport['snapshot']> {
  const hints: Record<string, number> = {};
  for (const group of [...ROLES, 'other'] as const) {
    const count = snapshot[group]?.length ?? 0;
    if (count > 0) hints[group] = count;
  }
  const collections = snapshot.collections ?? [];
  return {
    url: shownUrl(snapshot.url),
    ...(snapshot.screen !== undefined && { screen: snapshot.screen }),
    hints,
    collections: collections.length,
    rows: collections.reduce((sum, collection) => sum + collection.items.length, 0),
  };
}

/** Attaches, names the browser, lists the tabs and reads the chosen one into `report`. */
async function checkBrowser(config: Config, report: DoctorReport): Promise<void> {
  const target: AttachTarget = { cdpUrl: config.cdpUrl, headers: config.cdpHeaders, timeoutMs: config.timeoutMs };
  let browser: Browser;
  try {
    browser = await attachBrowser(target, 'command');
  } catch (err) {
    if (!(err instanceof BrowserAccessError)) throw err;
    const [problem = err.message, ...rest] = err.message.split('\n');
    report.problems.push({ problem, ...(rest.length > 0 && { fix: rest.join(' ') }) });
    return;
  }
  try {
    report.browser = await browserNamed(browser);
    // The tabs as the server sees them: every context's, the recorder in each (not waited for, as
    // the server does not: a tab held by a dialog never takes it), then its choice.
    const handles = new PageHandles(true, () => undefined);
    const contexts = browser.contexts();
    void handles.watch(contexts);
    const tabs = contexts.flatMap((context) => context.pages()).map((page) => handles.of(page));
    const chosen = await chooseActiveTab(tabs);
    report.tabs = tabs.map((tab) => ({ url: shownUrl(tab.page.url()), read: tab === chosen }));
    if (!chosen || !showsDocument(chosen.page)) {
      const why = !chosen
        ? 'The browser has no tab'
        : showsErrorPage(chosen.page)
          ? "The tab the server would read shows Chromium's error page"
          : 'No tab shows a page';
      const open = /^https?:$/.test(new URL(config.cdpUrl).protocol)
        ? `curl -X PUT '${shownEndpoint(config.cdpUrl).replace(/\/$/, '')}/json/new?http://localhost:8080'`
        : "Playwright MCP's browser_navigate";
      report.notes.push(
        config.targetUrl
          ? { problem: `${why}: the server opens SEMANTIC_HINTS_TARGET_URL (${config.targetUrl}) at its first call.` }
          : {
              problem: `${why}, so there is no snapshot to read yet; the agent opens one (a tool's \`url\`, or Playwright MCP's browser_navigate).`,
              fix: `open your app in it and run the check again: ${open}`,
            },
      );
      return;
    }
    const read = await chosen
      .unlessDialog(() => readSnapshot(chosen.world, {}, AbortSignal.timeout(config.timeoutMs)))
      .catch((err: unknown) => ({ ok: false as const, cause: firstLine(err) }));
    if (!read.ok) {
      const cause = 'cause' in read ? read.cause : pageErrorForTerminal(read.error);
      report.problems.push({ problem: `Could not read a snapshot of ${shownUrl(chosen.page.url())}: ${cause}` });
      return;
    }
    report.snapshot = hintCounts(read.value);
    if (Object.keys(report.snapshot.hints).length === 0 && report.snapshot.collections === 0)
      report.notes.push({
        problem: 'The page shows no data-semtag-* hints: the server reads them (references/hint-design.md).',
        fix: cliCommand('review', [shownUrl(chosen.page.url()), '--suggest']),
      });
  } finally {
    // Over CDP this only disconnects: the browser and its tabs stay.
    await browser.close().catch(() => undefined);
  }
}

export async function checkSetup(env: CliIo['env'], cdpUrlFlag: string | undefined): Promise<DoctorReport> {
  const report: DoctorReport = { ok: false, problems: [], notes: [] };
  let config: Config;
  try {
    config = configWithFlags(env, { cdpUrl: cdpUrlFlag });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // One problem a line, each saying how to fix itself.
    for (const line of err.message.split('\n').slice(1)) report.problems.push({ problem: line.replace(/^- /, '') });
    return report;
  }
  report.cdpUrl = shownEndpoint(config.cdpUrl);
  const problem = await endpointProblem(config);
  if (problem) report.problems.push(problem);
  else await checkBrowser(config, report);
  report.ok = report.problems.length === 0;
  return report;
}

function text(report: DoctorReport): string {
  const lines: string[] = [];
  if (report.cdpUrl) lines.push(`CDP endpoint: ${report.cdpUrl}`);
  if (report.browser) lines.push(`Browser: ${report.browser.name} ${report.browser.version}`);
  if (report.tabs) {
    lines.push(`Tabs (${report.tabs.length}; * the one the server reads):`);
    for (const tab of report.tabs) lines.push(`  ${tab.read ? '*' : ' '} ${tab.url}`);
  }
  if (report.snapshot) {
    const { hints, collections, rows, screen } = report.snapshot;
    const counts = Object.entries(hints).map(([role, count]) => `${role} ${count}`);
    if (collections > 0) counts.push(`collections ${collections} (${rows} rows)`);
    lines.push(`Snapshot${screen ? ` (screen ${screen})` : ''}: ${counts.join(', ') || 'no hints'}`);
  }
  const said = (kind: string, { problem, fix }: Problem) => `${kind}: ${problem}${fix ? ` Fix: ${fix}` : ''}`;
  for (const note of report.notes) lines.push(said('Note', note));
  for (const problem of report.problems) lines.push(said('Problem', problem));
  const problems = report.problems.length > 1 ? 'problems' : 'problem';
  lines.push(
    report.ok
      ? 'OK: semantic-hints-mcp can read this browser.'
      : `Setup broken: fix the ${problems} above, then run the check again.`,
  );
  return `${lines.join('\n')}\n`;
}

export async function runDoctor(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { json: { type: 'boolean', default: false }, 'cdp-url': { type: 'string' } },
  });
  if (positionals.length > 0) throw new UsageError(`doctor takes no arguments, got: ${positionals.join(' ')}`, true);
  const report = await checkSetup(io.env, values['cdp-url']);
  io.stdout.write(values.json ? `${JSON.stringify(report)}\n` : text(report));
  return report.ok ? 0 : 1;
}
