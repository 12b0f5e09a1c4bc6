// The project's own processes, in start order, with their ports. A part whose build output is
// missing is skipped (with a note), so the launcher keeps working while a package is being written.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './infra.mjs';

export const GAMES = ['boss', 'coup', 'cruise', 'krakau', 'hokus'];

/** The standard ports of `npm start` (WEB_PORT and GATEWAY_PORT may move the two public ones). */
export const STANDARD_PORTS = {
  web: Number(process.env.WEB_PORT ?? 3000),
  gateway: Number(process.env.GATEWAY_PORT ?? 4000),
  health: {
    ...Object.fromEntries(GAMES.map((game, i) => [`rules-${game}`, 9101 + i])),
    ai: 9110,
    tables: 9111,
    gateway: 9112,
    ranking: 9113,
    web: 9114,
  },
};

const health = (port) => `http://127.0.0.1:${port}/readyz`;

/** The parts for the given ports ({ web, gateway, health: { <name>: port } }). */
export function partsFor(ports) {
  const service = (name, dir) => ({
    name,
    dir,
    entry: 'dist/main.js',
    env: { HEALTH_PORT: String(ports.health[name]) },
    ready: health(ports.health[name]),
    healthPort: ports.health[name],
  });
  return [
    ...GAMES.map((game) => service(`rules-${game}`, `services/${game}`)),
    service('ai', 'services/ai'),
    service('tables', 'services/tables'),
    service('ranking', 'services/ranking'),
    {
      ...service('gateway', 'gateway'),
      env: { HEALTH_PORT: String(ports.health.gateway), GATEWAY_PORT: String(ports.gateway) },
    },
    {
      name: 'web',
      dir: 'web',
      entry: 'server.js',
      built: 'build/handler.js',
      env: {
        PORT: String(ports.web),
        HOST: '127.0.0.1',
        GATEWAY_URL: `http://127.0.0.1:${ports.gateway}`,
        HEALTH_PORT: String(ports.health.web),
      },
      ready: `http://127.0.0.1:${ports.web}/`,
      healthPort: ports.health.web,
    },
  ];
}

/** A part is available when its build output exists (the web: SvelteKit's handler beside server.js). */
export function available(part) {
  return existsSync(join(ROOT, part.dir, part.built ?? part.entry));
}
