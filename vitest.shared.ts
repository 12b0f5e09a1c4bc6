// Shared vitest settings: tests import workspace packages from their TypeScript sources
// (the "@spielcenter/source" export condition), so no build is needed before a test run.
import { defineConfig } from 'vitest/config';

export const sourceConditions = ['@spielcenter/source', 'module', 'node', 'development|production'];

export default defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The JSON report lets `npm test` print one summed closing line for all workspaces.
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-report.json' },
  },
});
