import { defineConfig } from 'vitest/config';

// The fast layer: pure modules, no browser and no global setup (npm run test:unit).
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
  },
});
