// What a browser test file gets from the run: its worker's own Chromium, the fixture server and the
// fixture apps' pages. Each worker slot (VITEST_POOL_ID) has a Chromium that only the files it runs,
// one after another, use: a file that reads the browser's tab list sees no other file's tabs.

import { inject } from 'vitest';
import { buildFixtureApp } from './fixture-apps.js';
import type { FixtureApp } from './fixture-apps.js';

/** The CDP endpoint of this worker's Chromium. */
export function workerCdpUrl(): string {
  const slot = Number(process.env['VITEST_POOL_ID'] ?? '1');
  const url = inject('cdpUrls')[slot - 1];
  if (!url) throw new Error(`No Chromium for worker ${slot}: global setup starts one per worker (maxWorkers).`);
  return url;
}

/** The app's page on the fixture server, built first when its sources changed. */
export async function fixtureAppUrl(app: FixtureApp): Promise<string> {
  return `${inject('fixtureOrigin')}${await buildFixtureApp(app)}`;
}
