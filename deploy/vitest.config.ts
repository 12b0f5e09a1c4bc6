// The k6 modules resolve to the Node shim of test/k6-shim (only deploy/k6/script.ts imports them).
import { createRequire } from 'node:module';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared.ts';

const shim = (name: string) => new URL(`./test/k6-shim/${name}.ts`, import.meta.url).pathname;
// The gateway runs in this process: one copy of graphql (Node's CommonJS build), as in the
// gateway's own tests — vite would otherwise give the gateway's files the ESM build, and two
// copies refuse each other's schema.
const graphql = createRequire(import.meta.url).resolve('graphql');

export default mergeConfig(
  shared,
  defineConfig({
    resolve: {
      alias: [
        { find: /^graphql$/, replacement: graphql },
        { find: 'k6/http', replacement: shim('http') },
        { find: 'k6/websockets', replacement: shim('websockets') },
        { find: 'k6/timers', replacement: shim('timers') },
        { find: 'k6/metrics', replacement: shim('metrics') },
      ],
    },
  }),
);
