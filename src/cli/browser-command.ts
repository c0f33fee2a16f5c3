// `semantic-hints browser`: starts the shared Chromium that Playwright MCP and this server attach to.

import { parseArgs } from 'node:util';
import { claudeAddCommands } from '../browser/setup-commands.js';
import { startSharedChromium } from '../browser/shared-chromium.js';
import { UsageError } from './usage-error.js';

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
      'Register Playwright MCP and semantic-hints-mcp in Claude Code, both attached to it, for every folder:',
      ...claudeAddCommands(cdp).map((command) => `  ${command}`),
      '(semantic-hints-mcp must be on the PATH: see docs/install.md.)',
      'Review a page in a new tab of it:',
      `  semantic-hints review http://localhost:8080 --cdp-url ${cdp}`,
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
