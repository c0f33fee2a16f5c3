import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import LayerSequencer from './test/support/layer-sequencer.js';

// The suite in layers, run at once by `vitest run` (or one with `--project <name>`):
//   unit   pure modules, no browser;
//   tools  each tool's handler and each CLI command in this process, on a real page;
//   page   the in-page code and the browser access, in real Chromium;
//   apps   the component-library fixture apps (test/apps/<app>/), each file building the apps it opens;
//   e2e    what only a process shows: stdio, the bin, the CLI's exit codes, signals and terminal,
//          install, packaging, the demo.
// Browser layers share one global setup: a fixture server, and a Chromium per worker slot. Every
// layer's files run without module isolation: a worker imports the server's modules once, not per
// file (a third of the browser layers' CPU, a third of the unit layer's). Nothing in src/ keeps
// state at module level that a test could leave behind, and no test mocks a module: each test
// file builds its own server and session.

/** Every layer's first global setup: the test packages, installed when missing or stale (scripts/test-deps.ts). */
const TEST_DEPS_SETUP = 'test/support/test-deps-setup.ts';

const browserLayer = (name: string, include: string[]): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, globalSetup: [TEST_DEPS_SETUP, 'test/support/global-setup.ts'], isolate: false },
});

// Browser tests mostly wait on Chromium and child processes (a whole run keeps the cores about
// two-thirds busy with one worker more than cores), so two more files than cores run at once.
const WORKERS = Math.max(3, availableParallelism() + 2);

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    sequence: { sequencer: LayerSequencer },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Files start layer by layer in this order (test/support/layer-sequencer.ts): the longest first.
    projects: [
      browserLayer('e2e', ['test/e2e/**/*.test.ts']),
      browserLayer('tools', ['test/tools/**/*.test.ts']),
      browserLayer('apps', ['test/apps/*.test.ts']),
      browserLayer('page', ['test/page/**/*.test.ts', 'test/browser/**/*.test.ts']),
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'], globalSetup: [TEST_DEPS_SETUP], isolate: false },
      },
    ],
  },
});
