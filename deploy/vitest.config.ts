// The k6 modules resolve to the Node shim of test/k6-shim (only deploy/k6/script.ts imports them).
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared.ts';

const shim = (name: string) => new URL(`./test/k6-shim/${name}.ts`, import.meta.url).pathname;

export default mergeConfig(
  shared,
  defineConfig({
    resolve: {
      alias: {
        'k6/http': shim('http'),
        'k6/websockets': shim('websockets'),
        'k6/timers': shim('timers'),
        'k6/metrics': shim('metrics'),
      },
    },
  }),
);
