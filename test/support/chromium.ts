// Every Chromium the tests start: CHROMIUM if set (a path, or `bundled`); else Chromium's headless
// shell where the system has it; else the system's Chromium or Chrome, a Playwright-installed one,
// or the one inside @sparticuz/chromium, a test package (Linux x64).
//
// The headless shell is Chromium's headless-only build, the one Playwright itself runs for headless
// launches: the same Blink, V8 and accessibility tree without the full browser's UI layer, so each
// page a test loads costs the browser less CPU (the whole suite about a fifth less). The full
// browser is still what the CLI's --launch and `semantic-hints browser` tests start.

import { existsSync } from 'node:fs';
import { findBrowser } from '../../src/browser/find-browser.js';
import { startSharedChromium } from '../../src/browser/shared-chromium.js';
import type { SharedChromium } from '../../src/browser/shared-chromium.js';

/** Debian's chromium-headless-shell package (the binary itself: /usr/bin's wrapper does not exec it). */
const HEADLESS_SHELLS = ['/usr/lib/chromium/chromium-headless-shell'];

/** The system's headless shell, where installed; undefined when CHROMIUM names the browser. */
function headlessShell(): string | undefined {
  return process.env['CHROMIUM'] ? undefined : HEADLESS_SHELLS.find((path) => existsSync(path));
}

/** The binary of the browsers the tests start, for a tool that launches its own (Playwright Test). */
export async function testChromiumBinary(): Promise<string | undefined> {
  return headlessShell() ?? (await findBrowser(process.env['CHROMIUM'], { preferSystem: true }))?.path;
}

export function startTestChromium(options: { port?: number } = {}): Promise<SharedChromium> {
  return startSharedChromium({
    executablePath: process.env['CHROMIUM'] || headlessShell(),
    preferSystem: true,
    headless: true,
    port: options.port,
  });
}
