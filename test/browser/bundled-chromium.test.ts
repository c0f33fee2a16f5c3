// The Chromium that comes with the test packages (@sparticuz/chromium) through every layer of the
// shared-browser workflow: `semantic-hints browser` starts it (CHROMIUM=bundled), connectOverCDP,
// Playwright MCP and this server attach to it, the isolated world reads a hostile page, the server
// follows Playwright MCP's tabs, and the launch fallback starts it too.

import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectPlaywrightMcp, connectSemanticHints, resultText } from '../../harness/mcp-clients.js';
import type { McpConnection } from '../../harness/mcp-clients.js';
import { bundledChromium, bundledUnavailable } from '../../src/browser/bundled-chromium.js';
import { BUNDLED } from '../../src/browser/find-browser.js';
import { startSharedChromium } from '../../src/browser/shared-chromium.js';
import { freePort } from '../support/ports.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => `${inject('fixtureOrigin')}/fixtures/${name}`;
const unavailable = bundledUnavailable();

/** `semantic-hints browser --port 0` with CHROMIUM=bundled, until it prints its CDP endpoint. */
async function startBrowserCommand(): Promise<{ child: ChildProcessWithoutNullStreams; stdout: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, CHROMIUM: BUNDLED };
  delete env['SEMANTIC_HINTS_EXECUTABLE_PATH'];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'browser', '--port', '0'], {
    cwd: ROOT,
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/Press Ctrl-C/.test(stdout)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`semantic-hints browser exited (${code}):\n${stdout}${stderr}`)));
  });
  return { child, stdout };
}

if (unavailable) {
  it(`says why CHROMIUM=bundled cannot run here (${unavailable})`, async () => {
    await expect(startSharedChromium({ executablePath: BUNDLED })).rejects.toThrow(unavailable);
  });
} else {
  describe('the bundled Chromium, started by `semantic-hints browser`', () => {
    let command: ChildProcessWithoutNullStreams;
    let stdout: string;
    let cdpUrl: string;
    let pid: number;
    let browser: Browser;
    let playwright: McpConnection;
    let hints: McpConnection;

    beforeAll(async () => {
      ({ child: command, stdout } = await startBrowserCommand());
      cdpUrl = /CDP endpoint: (\S+)/.exec(stdout)![1]!;
      pid = Number(/pid (\d+)/.exec(stdout)![1]);
      browser = await chromium.connectOverCDP(cdpUrl);
      [playwright, hints] = await Promise.all([connectPlaywrightMcp(cdpUrl), connectSemanticHints(cdpUrl)]);
    });
    afterAll(async () => {
      await hints?.close();
      await playwright?.close();
      await browser?.close();
      if (command && command.exitCode === null) {
        const exited = new Promise((resolve) => command.once('exit', resolve));
        command.kill('SIGTERM');
        await exited;
      }
    });

    it('is the package’s browser, with the package’s own NSS, NSPR and expat libraries', async () => {
      expect(stdout).toContain(`bundled: ${await bundledChromium()}`);
      expect(browser.version()).toMatch(/^153\./);
      // The launcher script execs the binary, so the printed pid is the browser itself.
      const libraries = readFileSync(`/proc/${pid}/maps`, 'utf8')
        .split('\n')
        .map((line) => line.split(/\s+/).at(-1) ?? '')
        .filter((file) => /\/lib(nss3|nspr4|nssutil3|plc4|plds4|expat)\.so/.test(file));
      expect(new Set(libraries).size).toBe(6);
      const bundleLib = `${dirname(await bundledChromium())}/lib/`;
      for (const file of libraries) expect(file.startsWith(bundleLib), file).toBe(true);
    });

    it('renders text in the font that came with it, so a machine without fonts still lays pages out', async () => {
      const page = await browser.contexts()[0]!.newPage();
      try {
        await page.setContent('<p style="font-family: \'Open Sans\'">Bundled fonts</p>');
        const cdp = await page.context().newCDPSession(page);
        const { root } = await cdp.send('DOM.getDocument');
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'p' });
        await cdp.send('CSS.enable');
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
        expect(fonts.map((font) => font.familyName)).toEqual(['Open Sans']);
      } finally {
        await page.close();
      }
    });

    it('lets Playwright MCP act while this server reads a hostile page through the isolated world', async () => {
      const navigated = await playwright.call('browser_navigate', { url: fixture('hostile.html') });
      expect(navigated.isError, resultText(navigated)).toBeFalsy();
      const snapshot = await hints.call('semantic_snapshot', {});
      expect(snapshot.isError, resultText(snapshot)).toBeFalsy();
      expect(snapshot.structuredContent).toMatchObject({
        url: fixture('hostile.html'),
        screen: 'hostile.page',
        observable: [{ id: 'hostile.total', value: '£42.00' }],
      });
    });

    it('follows Playwright MCP to a tab it opens', async () => {
      const opened = await playwright.call('browser_tabs', { action: 'new', url: fixture('second.html') });
      expect(opened.isError, resultText(opened)).toBeFalsy();
      const observed = await hints.call('semantic_observe', { id: 'second.title' });
      expect(observed.isError, resultText(observed)).toBeFalsy();
      expect(observed.structuredContent).toMatchObject({ value: 'Second page' });
    });
  });

  describe('the bundled Chromium elsewhere in the search', () => {
    it('is started when a browser found before it fails to start, and the failure is reported', async () => {
      const reported: string[] = [];
      const write = process.stderr.write.bind(process.stderr);
      // The cast narrows Node's overloads to the one call shape used here.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      process.stderr.write = ((chunk: string) => reported.push(String(chunk)) > 0) as typeof process.stderr.write;
      let shared;
      try {
        shared = await startSharedChromium({
          candidates: [
            { source: 'system', locate: async () => '/bin/false' },
            { source: 'bundled', locate: bundledChromium },
          ],
        });
      } finally {
        process.stderr.write = write;
      }
      try {
        expect(shared.source).toBe('bundled');
        expect(reported.join('')).toMatch(/system Chromium \(\/bin\/false\) did not start: .*exited \(code 1\)/);
      } finally {
        await shared.close();
      }
    });

    it('refuses a window, since it is a headless-only build', async () => {
      await expect(startSharedChromium({ executablePath: BUNDLED, headless: false })).rejects.toThrow(/headless-only/);
    });

    it('serves the launch fallback when SEMANTIC_HINTS_EXECUTABLE_PATH=bundled', async () => {
      const port = await freePort();
      const server = await connectSemanticHints(`http://127.0.0.1:${port}`, {
        SEMANTIC_HINTS_LAUNCH_BROWSER: 'true',
        SEMANTIC_HINTS_EXECUTABLE_PATH: BUNDLED,
        // The package is a test package: the server finds it on NODE_PATH (scripts/test-deps.ts).
        NODE_PATH: process.env['NODE_PATH'] ?? '',
      });
      try {
        const snapshot = await server.call('semantic_snapshot', { url: fixture('companion.html') });
        expect(snapshot.isError, resultText(snapshot)).toBeFalsy();
        expect(snapshot.structuredContent).toMatchObject({ screen: 'companion.page' });
        expect(server.stderr()).toContain(`launched ${await bundledChromium()} (bundled`);
      } finally {
        await server.close();
      }
    });
  });
}
