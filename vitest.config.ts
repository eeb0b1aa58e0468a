import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Most files wait on Chromium, wrangler or a spawned build more than they compute: on two cores, three run side by side, in threads (lighter than a process each).
    maxWorkers: 3,
    pool: 'threads',
    projects: [
      {
        extends: true,
        // Beside each module, its tests; test/build/ builds small fixtures in-process (one test spawns the command).
        test: { name: 'unit', include: ['{shared,edge,lint,generator,tools,bench,cli}/**/*.test.ts', 'test/build/**/*.test.ts'] },
      },
      {
        extends: true,
        // Over the whole catalogue, built once into a temporary folder and served by one `wrangler pages dev`.
        test: {
          name: 'catalogue',
          include: ['test/catalogue/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          globalSetup: ['test/helpers/global-setup.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
