// The Playwright Test project that test/e2e/hint-command.test.ts runs on a built source app: its
// states reviewed by the fixture, joined by the hint reporter into summary.json, which
// `semantic-hints hint --from` reads. The runner passes HINTS_APP_URL (the app's first screen),
// HINTS_CHROMIUM (the browser binary) and HINTS_OUT (a scratch folder for the run's output).

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import type { HintOptions } from '../../../src/playwright/index.js';

const out = process.env['HINTS_OUT'];
const executablePath = process.env['HINTS_CHROMIUM'];
if (!out || !executablePath || !process.env['HINTS_APP_URL'])
  throw new Error('Run through test/e2e/hint-command.test.ts: it sets HINTS_OUT, HINTS_CHROMIUM and HINTS_APP_URL.');

export default defineConfig<HintOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(out, 'test-results'),
  retries: 0,
  workers: 1,
  reporter: [
    ['list'],
    // The reporter from source, as a project names `semantic-hints-mcp/playwright/reporter`.
    [
      fileURLToPath(new URL('../../../src/playwright/reporter.ts', import.meta.url)),
      { outputFolder: join(out, 'hint-report'), failOn: [] },
    ],
  ],
  use: { browserName: 'chromium', headless: true, launchOptions: { executablePath }, hintReview: true },
});
