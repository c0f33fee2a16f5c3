// Shared by every browser layer of a run: the page bundle rebuilt from src/page when it changed, one
// fixture server, one Chromium per worker slot, and a temporary folder for what the run makes once.
// Started once in the main process however many layers run (each layer's setup joins the same
// run), ended when the last layer is done.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildPageBundle } from '../../scripts/build-page-bundle.js';
import { startTestChromium } from './chromium.js';
import { serveFolder } from '../../harness/static-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One CDP endpoint per worker slot; a file reads its own through workerCdpUrl(). */
    cdpUrls: string[];
    fixtureUrl: string;
    /** The fixture server's origin; test/ is its root, so test/fixtures/x.html is at /fixtures/x.html. */
    fixtureOrigin: string;
    /** A temporary folder of the run's own, removed when it ends: what the run makes once for every file (packed-tarball.ts). */
    runFolder: string;
  }
}

interface RunResources {
  cdpUrls: string[];
  fixtureOrigin: string;
  runFolder: string;
  users: number;
  close(): Promise<void>;
}

const RUN = Symbol.for('semantic-hints-mcp.test-run');
type WithRun = typeof globalThis & { [RUN]?: Promise<RunResources> };

async function startRun(workers: number): Promise<RunResources> {
  await buildPageBundle();
  const chromiums = await Promise.all(
    Array.from({ length: workers }, () =>
      startTestChromium().catch((err: unknown) => {
        throw new Error(
          `The tests need Chromium. Set CHROMIUM to a Chrome/Chromium binary (or to \`bundled\`), or install one.\n${String(err)}`,
        );
      }),
    ),
  );
  const fixtures = await serveFolder(fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, ''));
  const runFolder = await mkdtemp(join(tmpdir(), 'semantic-hints-run-'));
  return {
    cdpUrls: chromiums.map((c) => c.cdpUrl),
    fixtureOrigin: fixtures.url,
    runFolder,
    users: 0,
    async close() {
      await Promise.all(chromiums.map((c) => c.close()));
      await fixtures.close();
      await rm(runFolder, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  // Node's compile cache for every process the tests start from here on (the workers, the servers,
  // the CLI, Playwright Test, npm): the many starts of the same modules compile them once. The
  // folder is the one the server's own cache uses (src/shared/compile-cache.ts); child processes given an
  // environment of their own pass it on (compileCacheEnv in harness/mcp-clients.ts).
  if (!process.env['NODE_DISABLE_COMPILE_CACHE'])
    process.env['NODE_COMPILE_CACHE'] ??= join(tmpdir(), 'node-compile-cache');
  const shared = globalThis as WithRun;
  // The pool gives each project's files slots up to the project's maxWorkers, which it inherits from
  // the config file even when `--maxWorkers` on the command line lowers the root's: a Chromium for
  // every slot either may give.
  const workers = Math.max(project.config.maxWorkers ?? 0, project.vitest.config.maxWorkers ?? 0, 1);
  shared[RUN] ??= startRun(workers);
  const run = await shared[RUN];
  run.users += 1;
  project.provide('cdpUrls', run.cdpUrls);
  project.provide('fixtureOrigin', run.fixtureOrigin);
  project.provide('fixtureUrl', `${run.fixtureOrigin}/fixture.html`);
  project.provide('runFolder', run.runFolder);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete shared[RUN];
    await run.close();
  };
}
