// The Playwright Test project that test/e2e/playwright-test.test.ts runs: the example shop and the
// CRM fixture app, reviewed by the fixture and joined by the hint reporter. The runner passes:
// HINTS_SHOP_URL, HINTS_APP_URL (the CRM's dashboard), HINTS_CHROMIUM (the browser binary),
// HINTS_OUT (a scratch folder: test output, the hint report, blob and JSON reports).

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import type { ReporterDescription } from '@playwright/test';
import type { HintOptions } from '../../../src/playwright/index.js';

const out = process.env['HINTS_OUT'];
const executablePath = process.env['HINTS_CHROMIUM'];
if (!out || !executablePath || !process.env['HINTS_SHOP_URL'] || !process.env['HINTS_APP_URL'])
  throw new Error(
    'Run through test/e2e/playwright-test.test.ts: it sets HINTS_OUT, HINTS_CHROMIUM and the apps’ URLs.',
  );

/** The reporter, from source, as a project would name `semantic-hints-mcp/playwright/reporter`. */
export const HINT_REPORTER = fileURLToPath(new URL('../../../src/playwright/reporter.ts', import.meta.url));

const shard = process.env['HINTS_SHARD'];
const reporter: ReporterDescription[] = [
  ['list'],
  ['json', { outputFile: join(out, `results${shard ? `-${shard}` : ''}.json`) }],
  [HINT_REPORTER, { outputFolder: join(out, `hint-report${shard ? `-${shard}` : ''}`) }],
  // Each shard's blob in a folder of its own, as on separate CI machines (the blob reporter empties its folder).
  ...(shard
    ? [
        [
          'blob',
          { outputDir: join(out, `blob-report-${shard}`), fileName: `report-${shard}.zip` },
        ] as ReporterDescription,
      ]
    : []),
];

export default defineConfig<HintOptions>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(out, 'test-results'),
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  reporter,
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath },
    hintReview: true,
  },
});
