import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // Unit tests live beside the module they test; test/ holds what needs a build or a server.
        test: { name: 'unit', include: ['{shared,edge,lint,generator,tools,bench}/**/*.test.ts', 'test/build/**/*.test.ts', 'test/edge/**/*.test.ts', 'test/search/**/*.test.ts'] },
      },
      {
        extends: true,
        // One build and one `wrangler pages dev` serve every end-to-end file.
        test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], globalSetup: ['test/helpers/global-setup.ts'], testTimeout: 60_000 },
      },
    ],
  },
});
