// Every Chromium the tests start: CHROMIUM if set (a path, or `bundled`), else the system's, else a
// Playwright-installed one, else the one inside the @sparticuz/chromium devDependency (Linux x64).

import { startSharedChromium } from '../../src/browser/shared-chromium.js';
import type { SharedChromium } from '../../src/browser/shared-chromium.js';

export function startTestChromium(options: { port?: number } = {}): Promise<SharedChromium> {
  return startSharedChromium({
    executablePath: process.env['CHROMIUM'],
    preferSystem: true,
    headless: true,
    port: options.port,
  });
}
