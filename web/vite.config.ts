import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vite';

// Workspace packages (@spielcenter/boss, @spielcenter/proto) are used from their TypeScript
// sources, in the browser bundle and in the SSR build alike; no `npm run build` of theirs needed.
const conditions = ['@spielcenter/source', 'svelte', 'browser', 'module', 'import', 'development|production'];

// `/graphql` goes to the gateway over HTTP and WebSocket, as web/server.js does for the build.
const gateway = { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000', ws: true, xfwd: true };

export default defineConfig({
  plugins: [sveltekit()],
  resolve: { conditions },
  ssr: {
    noExternal: [/^@spielcenter\//],
    resolve: { conditions: ['@spielcenter/source', 'svelte', 'module', 'node', 'import', 'development|production'] },
  },
  server: { port: 3000, proxy: { '/graphql': gateway } },
  preview: { port: 3000, proxy: { '/graphql': gateway } },
});
