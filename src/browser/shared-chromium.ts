// Starts a Chromium with a CDP port that Playwright MCP and this server can share. Used by the
// `semantic-hints browser` command, the tests, the demo and the benchmark.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INSTALL_BROWSER_HELP, chromiumArgs, findBrowser } from './find-browser.js';

export interface SharedChromium {
  /** http://127.0.0.1:PORT, for connectOverCDP and `@playwright/mcp --cdp-endpoint`. */
  cdpUrl: string;
  port: number;
  pid: number;
  /** Ends the browser this call started (by PID) and removes its profile. */
  close(): Promise<void>;
}

export interface SharedChromiumOptions {
  executablePath?: string;
  /** Look for the system's Chromium before a Playwright-installed one. */
  preferSystem?: boolean;
  /** 0 (the default) lets Chromium pick a free port. */
  port?: number;
  headless?: boolean;
  /** Extra time for a slow machine; the wait itself ends on Chromium's own announcement. */
  startTimeoutMs?: number;
}

export async function startSharedChromium(options: SharedChromiumOptions = {}): Promise<SharedChromium> {
  const found = findBrowser(options.executablePath, { preferSystem: options.preferSystem });
  if (!found) throw new Error(`No Chromium or Chrome found to start. ${INSTALL_BROWSER_HELP}`);
  const userDataDir = await mkdtemp(join(tmpdir(), 'semantic-hints-chromium-'));
  const args = [
    ...chromiumArgs({ headless: options.headless ?? true, cdpPort: options.port ?? 0, userDataDir }),
    'about:blank',
  ];
  const child = spawn(found.path, args, { stdio: ['ignore', 'ignore', 'pipe'] });

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
      reject(new Error(`${err.message}\n${found.path} ${args.join(' ')}\n${stderr.slice(-2000)}`));
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
  });
  // Keep draining stderr so Chromium never blocks on a full pipe.
  child.stderr.resume();

  return {
    cdpUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
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
