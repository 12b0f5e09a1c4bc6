// Shared vitest settings: tests import workspace packages from their TypeScript sources
// (the "@spielcenter/source" export condition), so no build is needed before a test run.
import { defineConfig } from 'vitest/config';

export const sourceConditions = ['@spielcenter/source', 'module', 'node', 'development|production'];

// Vitest also hands the SSR conditions to Node (--conditions) for the packages it leaves to Node.
// "module" stays out of those: OpenTelemetry's ESM builds, which it picks, import without file
// extensions, which Node refuses (CommonJS packages require them by name, e.g. Temporal's).
const nodeConditions = sourceConditions.filter((c) => c !== 'module');

export default defineConfig({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: nodeConditions } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The JSON report lets `npm test` print one summed closing line for all workspaces.
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-report.json' },
  },
});
