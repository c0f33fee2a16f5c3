import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The fast layer runs on its own (vitest.unit.config.ts), before this one.
    exclude: ['test/unit/**', '**/node_modules/**'],
    globalSetup: ['test/support/global-setup.ts'],
    // Files share one Chromium and its tab list (the page choice reads it): one file at a time.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
