// Every Chromium the tests start: CHROMIUM if set, else the system's, else a Playwright-installed one.

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
