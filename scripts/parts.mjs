// The project's own processes, in start order. A part whose build output is missing is skipped
// (with a note), so the launcher keeps working while a package is still being written.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './infra.mjs';

export const WEB_PORT = Number(process.env.WEB_PORT ?? 3000);
export const GATEWAY_PORT = Number(process.env.GATEWAY_PORT ?? 4000);

const health = (port) => `http://127.0.0.1:${port}/readyz`;

export const PARTS = [
  ...['boss', 'coup', 'cruise', 'krakau', 'hokus'].map((game, i) => ({
    name: `rules-${game}`,
    dir: `services/${game}`,
    entry: 'dist/main.js',
    env: { HEALTH_PORT: String(9101 + i) },
    ready: health(9101 + i),
  })),
  {
    name: 'ai',
    dir: 'services/ai',
    entry: 'dist/main.js',
    env: { HEALTH_PORT: '9110' },
    ready: health(9110),
  },
  {
    name: 'tables',
    dir: 'services/tables',
    entry: 'dist/main.js',
    env: { HEALTH_PORT: '9111' },
    ready: health(9111),
  },
  {
    name: 'ranking',
    dir: 'services/ranking',
    entry: 'dist/main.js',
    env: { HEALTH_PORT: '9113' },
    ready: health(9113),
  },
  {
    name: 'gateway',
    dir: 'gateway',
    entry: 'dist/main.js',
    env: { HEALTH_PORT: '9112', GATEWAY_PORT: String(GATEWAY_PORT) },
    ready: health(9112),
  },
  {
    name: 'web',
    dir: 'web',
    entry: 'build/index.js',
    env: { PORT: String(WEB_PORT), HOST: '127.0.0.1', GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}` },
    ready: `http://127.0.0.1:${WEB_PORT}/`,
  },
];

export function available(part) {
  return existsSync(join(ROOT, part.dir, part.entry));
}
