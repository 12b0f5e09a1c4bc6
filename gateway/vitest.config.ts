import { createRequire } from 'node:module';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared.ts';

// graphql has no "exports": vite would pick its ESM build (the "module" field) for the gateway's
// own files, while Apollo, graphql-tools and graphql-ws load the CommonJS build through Node. Two
// copies of graphql refuse each other's schema, so the gateway's tests use Node's one as well.
const graphql = createRequire(import.meta.url).resolve('graphql');

export default mergeConfig(
  shared,
  defineConfig({ resolve: { alias: [{ find: /^graphql$/, replacement: graphql }] } }),
);
