// Unit tests of the pure UI helpers (src/**/*.test.ts) and the browser tests (test/*.test.ts);
// the browser tests start their own servers, so the Svelte plugin is not needed here.
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineConfig({
    resolve: { alias: { $lib: new URL('./src/lib', import.meta.url).pathname } },
    test: { testTimeout: 60_000, fileParallelism: false },
  }),
);
