// `semantic-hints browser`: starts the shared Chromium that Playwright MCP and this server attach to.

import { parseArgs } from 'node:util';
import {
  PACKAGE_DIR,
  claudeAddCommands,
  cliCommand,
  installKind,
  pluginInstallCommands,
} from '../browser/setup-commands.js';
import type { Install } from '../browser/setup-commands.js';
import { DEFAULT_CDP_URL } from '../config/config.js';
import { startSharedChromium } from '../browser/shared-chromium.js';
import { UsageError } from './usage-error.js';

/**
 * What to do next, on the route this install takes: a checkout registers both servers with its
 * Claude Code plugin (docs/plugin.md), which takes its endpoint from SEMANTIC_HINTS_CDP_URL as
 * Claude Code starts; the installed package registers them by hand, the bin on the PATH
 * (docs/install.md). Then the setup check, and a review, as this install runs them.
 */
export function nextSteps(cdpUrl: string, install: Install, checkoutDir = PACKAGE_DIR): string[] {
  // The servers' default needs no variable; another endpoint is given to both, and to the check.
  const env: Record<string, string> = cdpUrl === DEFAULT_CDP_URL ? {} : { SEMANTIC_HINTS_CDP_URL: cdpUrl };
  const register =
    install === 'checkout'
      ? [
          "Install this checkout's Claude Code plugin, which registers Playwright MCP and semantic-hints-mcp on this browser (once; docs/plugin.md):",
          ...pluginInstallCommands(checkoutDir).map((command) => `  ${command}`),
          'Then start Claude Code:',
          `  ${env['SEMANTIC_HINTS_CDP_URL'] ? `SEMANTIC_HINTS_CDP_URL=${cdpUrl} ` : ''}claude`,
        ]
      : [
          'Register Playwright MCP and semantic-hints-mcp in Claude Code, both attached to it, for every folder (once; docs/install.md):',
          ...claudeAddCommands(cdpUrl).map((command) => `  ${command}`),
        ];
  return [
    ...register,
    'Check the setup (the browser, its tabs, a snapshot of the tab the server reads):',
    `  ${cliCommand('doctor', [], env, install)}`,
    'Review a page in a new tab of it:',
    `  ${cliCommand('review', ['http://localhost:8080', '--cdp-url', cdpUrl], {}, install)}`,
  ];
}

export async function runBrowser(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { port: { type: 'string', default: '9222' }, headed: { type: 'boolean', default: false } },
  });
  if (positionals.length > 0) throw new UsageError(`browser takes no arguments, got: ${positionals.join(' ')}`, true);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port ${values.port} is not a port number (0 to 65535).`, true);

  let shared;
  try {
    shared = await startSharedChromium({
      port,
      headless: !values.headed,
      executablePath: process.env['SEMANTIC_HINTS_EXECUTABLE_PATH'] || process.env['CHROMIUM'] || undefined,
    });
  } catch (err) {
    throw new UsageError(`Could not start Chromium: ${err instanceof Error ? err.message : String(err)}`);
  }
  const cdp = shared.cdpUrl;
  process.stdout.write(
    [
      `Shared Chromium running (pid ${shared.pid}, ${values.headed ? 'headed' : 'headless'}, ${shared.source}: ${shared.executablePath}).`,
      `CDP endpoint: ${cdp}`,
      '',
      ...nextSteps(cdp, installKind()),
      '',
      'Press Ctrl-C to stop the browser.',
      '',
    ].join('\n'),
  );

  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = async (code: number) => {
      if (stopping) return;
      stopping = true;
      clearInterval(watch);
      await shared.close();
      resolve(code);
    };
    // The browser may also go away on its own (its window closed): end with it.
    const watch = setInterval(() => {
      try {
        process.kill(shared.pid, 0);
      } catch {
        process.stderr.write('Chromium exited.\n');
        void stop(1);
      }
    }, 1000);
    process.once('SIGINT', () => {
      process.stdout.write('Stopping Chromium.\n');
      void stop(0);
    });
    process.once('SIGTERM', () => void stop(0));
  });
}
