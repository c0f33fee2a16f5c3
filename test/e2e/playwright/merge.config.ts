// `playwright merge-reports` of the shards' blob reports into one hint report (HINTS_OUT/hint-report-merged).

import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { HINT_REPORTER } from './playwright.config.js';

export default defineConfig({
  reporter: [[HINT_REPORTER, { outputFolder: join(process.env['HINTS_OUT']!, 'hint-report-merged') }]],
});
