// Starts a Chromium with a CDP port that Playwright MCP and this server can share. Used by the
// `semantic-hints browser` command, the tests, the demo and the benchmark.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INSTALL_BROWSER_HELP, browserCandidates, chromiumArgs } from './find-browser.js';
import type { BrowserCandidate, BrowserSource } from './find-browser.js';

export interface SharedChromium {
  /** http://127.0.0.1:PORT, for connectOverCDP and `@playwright/mcp --cdp-endpoint`. */
  cdpUrl: string;
  port: number;
  pid: number;
  /** The binary started, and where it was found. */
  executablePath: string;
  source: BrowserSource;
  /** Ends the browser this call started (by PID) and removes its profile. */
  close(): Promise<void>;
}

export interface SharedChromiumOptions {
  /** A binary, or `bundled`; when given, the only browser tried. */
  executablePath?: string;
  /** Look for the system's Chromium before a Playwright-installed one (the default). */
  preferSystem?: boolean;
  /** 0 (the default) lets Chromium pick a free port. */
  port?: number;
  headless?: boolean;
  /** Where to look instead of the usual search (the tests give a broken one first). */
  candidates?: BrowserCandidate[];
  /** Extra time for a slow machine; the wait itself ends on Chromium's own announcement. */
  startTimeoutMs?: number;
}

/**
 * Starts the first browser that `browserCandidates` finds and that starts: one found but failing
 * (a broken install, a headless-only build asked for a window) is reported on stderr and skipped.
 */
export async function startSharedChromium(options: SharedChromiumOptions = {}): Promise<SharedChromium> {
  const failures: string[] = [];
  const candidates =
    options.candidates ?? browserCandidates(options.executablePath, { preferSystem: options.preferSystem ?? true });
  for (const { source, locate } of candidates) {
    let path: string | undefined;
    try {
      path = await locate();
      if (!path) continue;
      if (source === 'bundled' && options.headless === false)
        throw new Error('it is a headless-only build (chrome-headless-shell); it cannot open a window');
      return await startChromium(path, source, options);
    } catch (err) {
      const failure = `${source} Chromium${path ? ` (${path})` : ''} did not start: ${err instanceof Error ? err.message : String(err)}`;
      failures.push(failure);
      process.stderr.write(`${failure.split('\n')[0]}; skipped.\n`);
    }
  }
  const tried = failures.length ? `\n${failures.join('\n')}` : '';
  throw new Error(
    options.executablePath
      ? `${options.executablePath} could not be started.${tried || ' It does not exist.'}`
      : `No Chromium or Chrome found that starts. ${INSTALL_BROWSER_HELP}${tried}`,
  );
}

async function startChromium(
  path: string,
  source: BrowserSource,
  options: SharedChromiumOptions,
): Promise<SharedChromium> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'semantic-hints-chromium-'));
  const args = [
    ...chromiumArgs({ headless: options.headless ?? true, cdpPort: options.port ?? 0, userDataDir }),
    'about:blank',
  ];
  const child = spawn(path, args, { stdio: ['ignore', 'ignore', 'pipe'] });

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(
      () => fail(new Error('Chromium did not announce its DevTools port in time.')),
      options.startTimeoutMs ?? 60_000,
    );
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${err.message}\n${path} ${args.join(' ')}\n${stderr.slice(-2000)}`));
    };
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('error', fail);
    child.once('exit', (code) =>
      fail(new Error(`Chromium exited (code ${code}) before announcing its DevTools port.`)),
    );
  }).catch(async (err: unknown) => {
    await rm(userDataDir, { recursive: true, force: true }).catch(() => undefined);
    throw err;
  });
  // Keep draining stderr so Chromium never blocks on a full pipe.
  child.stderr.resume();

  return {
    cdpUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    executablePath: path,
    source,
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        // A browser that ignores SIGTERM (hung in a page) is killed outright after a grace period.
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(force);
      }
      await rm(userDataDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}
