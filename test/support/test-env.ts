// What a browser test file gets from the run: its worker's own Chromium, the fixture server and the
// fixture apps' pages. Each worker slot (VITEST_POOL_ID) has a Chromium that only the files it runs,
// one after another, use: a file that reads the browser's tab list sees no other file's tabs.

import { inject, vi } from 'vitest';
import { buildFixtureApp } from './fixture-apps.js';
import type { FixtureApp } from './fixture-apps.js';

/** The CDP endpoint of this worker's Chromium. */
export function workerCdpUrl(): string {
  const slot = Number(process.env['VITEST_POOL_ID'] ?? '1');
  const url = inject('cdpUrls')[slot - 1];
  if (!url) throw new Error(`No Chromium for worker ${slot}: global setup starts one per worker (maxWorkers).`);
  return url;
}

interface DevToolsTarget {
  id: string;
  type: string;
}

/**
 * The worker's Chromium with one new blank tab and every other tab closed, as a browser just started
 * shows, for the cost of a tab rather than a browser: for a file whose server reads every tab of
 * every context, where a fresh context would not do. Done over the DevTools HTTP endpoints, so that
 * no CDP client stays attached.
 */
export async function workerChromiumWithBlankTab(): Promise<{ cdpUrl: string }> {
  const cdpUrl = workerCdpUrl();
  const devtools = async (path: string, method = 'GET'): Promise<string> => {
    const response = await fetch(`${cdpUrl}/json/${path}`, { method });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${cdpUrl}/json/${path}: ${response.status} ${text}`);
    return text;
  };
  const pages = async () =>
    (JSON.parse(await devtools('list')) as DevToolsTarget[]).filter((target) => target.type === 'page');
  const blank = JSON.parse(await devtools('new?about:blank', 'PUT')) as DevToolsTarget;
  for (const page of await pages()) if (page.id !== blank.id) await devtools(`close/${page.id}`);
  // A tab closes after the endpoint answers: wait until the list shows the blank tab alone.
  await vi.waitFor(
    async () => {
      const left = (await pages()).map((page) => page.id);
      if (left.length !== 1 || left[0] !== blank.id)
        throw new Error(`tabs still open besides the blank one: ${left.join(', ')}`);
    },
    { timeout: 30_000, interval: 50 },
  );
  return { cdpUrl };
}

/** The app's page on the fixture server, built first when its sources changed. */
export async function fixtureAppUrl(app: FixtureApp): Promise<string> {
  return `${inject('fixtureOrigin')}${await buildFixtureApp(app)}`;
}
