// Three projects: the unit tests of the pure UI helpers (src/**/*.test.ts); the browser tests
// (test/*.test.ts) in Debian's Chromium against the real stack, started once for all of them by
// test/global-setup.ts and run one file after the other (two cores); and the launcher tests
// (test/launcher/*.test.ts), which run `npm start`'s launcher itself on free ports.
import { defineConfig } from 'vitest/config';
import shared from '../vitest.shared.ts';

const lib = { $lib: new URL('./src/lib', import.meta.url).pathname };

export default defineConfig({
  ...shared,
  resolve: { ...shared.resolve, alias: lib },
  test: {
    ...shared.test,
    include: [],
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/*.test.ts'],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'launcher',
          include: ['test/launcher/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
