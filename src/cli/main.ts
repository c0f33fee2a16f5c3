// The `semantic-hints` command line as a function of its arguments and streams: `review` checks a
// page's hints and prints the gaps (exit 0 when there are none, 1 when there are, 2 on usage or
// connection errors); `browser` starts the shared Chromium that Playwright MCP and
// semantic-hints-mcp attach to; `doctor` checks that setup; `hint` writes suggested hints into an app's source. src/cli.ts runs it on the process and
// exits with its code.

import { runBrowser } from './browser-command.js';
import { runDoctor } from './doctor-command.js';
import { HINT_HELP, runHint } from './hint-command.js';
import type { CliIo } from './cli-io.js';
import { runReview } from './review-command.js';
import { UsageError } from './usage-error.js';
import { GAP_KINDS } from '../page/types.js';
import { VERSION } from '../shared/version.js';

const HELP = `semantic-hints ${VERSION}: review an app's data-semtag-* hints, write the suggested ones into
its source, start the shared browser, or check the setup.

Usage:
  semantic-hints review <url> [options]
  semantic-hints hint <app-folder> [options]
  semantic-hints browser [--port 9222] [--headed]
  semantic-hints doctor [--json] [--cdp-url <url>]
  semantic-hints --help | --version

review <url>
  Opens <url> in a new tab of the shared Chromium (closed afterwards, so the agent's tab is left
  alone), lists the hinting gaps and the hint coverage of interactive elements.
  Exit code: 0 no gaps, 1 gaps found (or the gate failed), 2 usage or connection error,
  130 crawl interrupted.

  --json               Print the review as compact JSON: {url, coverage, gaps: {kind: {count, places}}, total}.
  --screenshot <file>  Also save a PNG of the whole page with the review overlay: hinted elements
                       outlined in their role's colour and labelled with their id, gaps outlined in
                       red and labelled with their kinds; a label with no room is a number, listed
                       in full in the legend below the page.
  --scope <s>          Review one subtree: a data-semtag-id, else a CSS selector.
  --include-hidden     Also review hidden elements (closed menus, mobile-only copies).
  --suggest            Also propose a hint for each gap it can fix: the element (CSS path and
                       name), the attributes to add, and why. With --json: {…, suggestions:
                       [{place, name, gap, set: {attribute: value}, why}]}; with --screenshot or
                       --report, each one labels its element in the overlay.
  --cdp-url <url>      CDP endpoint of the shared Chromium (default: $SEMANTIC_HINTS_CDP_URL,
                       else http://127.0.0.1:9222), or a browser service's ws(s):// endpoint;
                       printed with its query values (a ?token=) masked.
  --cdp-header "Name: value"
                       A header sent when attaching, e.g. a browser service's Authorization;
                       repeatable; adds to $SEMANTIC_HINTS_CDP_HEADERS (a JSON object). Values are
                       never printed; prefer the variable, which other users' ps cannot see.
  --allow-file-urls    Let <url> be a file: URL (refused by default; or set
                       $SEMANTIC_HINTS_ALLOW_FILE_URLS=true).
  --launch             Start a private headless browser instead of attaching (finds an installed
                       Chromium or Chrome; $SEMANTIC_HINTS_EXECUTABLE_PATH names one).
  --headed             With --launch: show the browser window.
  --fail-on <kinds>    Gap kinds that fail the review, comma-separated, or none (default: every kind).
  --min-coverage <n>   Also fail when a page's coverage is below n percent.

  --crawl              Review every page the app's navigation hints link to (same origin, each URL
                       once without its #hash, breadth-first), then sum up: pages ranked by gaps,
                       the app's gaps (one repeated on several pages counted once), coverage.
                       Ctrl-C stops it and still writes what it has.
  --all-links          With --crawl: follow every <a href>, not only navigation hints.
  --max-pages <n>      With --crawl: visit at most n pages (default 50).
  --junit <file>       With --crawl: write JUnit XML, a test case per page, a failure per gap kind.
  --report <file>      With --crawl: write a self-contained HTML report with each page's overlay
                       screenshot and gaps.

${HINT_HELP}
browser
  Starts a Chromium with a CDP port for Playwright MCP and semantic-hints-mcp to share, prints the
  endpoint and the next steps (in a checkout: its Claude Code plugin and npm scripts; installed:
  the hand registration of both servers), and runs until Ctrl-C.

  --port <n>           CDP port (default 9222; 0 picks a free one).
  --headed             Show the browser window (default: headless).

doctor
  Checks the setup as semantic-hints-mcp sees it: reads its configuration (the SEMANTIC_HINTS_*
  variables), asks the CDP endpoint what answers there, names the browser and its version, lists
  its tabs with the one the server reads, and counts the hints per role of that tab's snapshot.
  Each problem is one line with the command that fixes it: no browser, the wrong port, an endpoint
  that is not CDP, a browser without a page. Exit code: 0 the server can read the browser, 1 not.

  --json               Print {ok, cdpUrl, browser: {name, version}, tabs: [{url, read}],
                       snapshot: {url, screen, hints: {role: count}, collections, rows},
                       problems: [{problem, fix}], notes: [{problem, fix}]}.
  --cdp-url <url>      Check this endpoint instead of $SEMANTIC_HINTS_CDP_URL.

Gap kinds (references/hint-design.md, "What the review reports"):
  ${GAP_KINDS.join(', ')}.
`;

async function main(argv: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.stdout.write(HELP);
    return command === undefined ? 2 : 0;
  }
  if (command === '--version' || command === '-v') {
    io.stdout.write(`${VERSION}\n`);
    return 0;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(HELP);
    return 0;
  }
  if (command === 'review') return runReview(rest, io);
  if (command === 'hint') return runHint(rest, io);
  if (command === 'browser') return runBrowser(rest);
  if (command === 'doctor') return runDoctor(rest, io);
  throw new UsageError(`Unknown command "${command}". Commands: review, hint, browser, doctor.`, true);
}

/** Runs the command to its exit code; a usage error or a failure is written to stderr, exit code 2. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (err) {
    // parseArgs reports unknown or malformed options with ERR_PARSE_ARGS_* codes.
    const badOption = err instanceof Error && String((err as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    const help = badOption || (err instanceof UsageError && err.help);
    const message =
      err instanceof UsageError || badOption
        ? err.message
        : `semantic-hints failed unexpectedly: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
    io.stderr.write(`${message}\n${help ? 'Run `semantic-hints --help` for usage.\n' : ''}`);
    return 2;
  }
}
