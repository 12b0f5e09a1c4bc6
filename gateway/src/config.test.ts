// Issue 20, item 7: a public gateway needs its own secret (and never lets clients fix deals);
// loopback is development; the gateway listens on loopback unless told otherwise.
import { spawn } from 'node:child_process';
import { createLogger } from '@spielcenter/kit';
import { describe, expect, it } from 'vitest';
import { DEV_SECRET, gatewaySecurity, isLoopback, loadGatewayConfig } from './config.js';
import type { GatewayDeps } from './context.js';
import { startGateway } from './server.js';

const SECRET = 'a-real-secret-of-at-least-32-characters!';
const security = (env: Record<string, string>) => gatewaySecurity(loadGatewayConfig(env));

describe('gateway settings', () => {
  it('listens on loopback by default, and knows loopback hosts', () => {
    expect(loadGatewayConfig({}).GATEWAY_HOST).toBe('127.0.0.1');
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'spiel.example', '127.0.0.1.nip.io'])
      expect(isLoopback(host)).toBe(false);
  });

  it('uses the development secret on loopback only (npm start keeps working)', () => {
    expect(security({ NODE_ENV: 'production' })).toMatchObject({ secret: DEV_SECRET, local: true });
    expect(() => security({ GATEWAY_HOST: '0.0.0.0' })).toThrow(/GATEWAY_SECRET is not set/);
    expect(() => security({ GATEWAY_HOST: '0.0.0.0', GATEWAY_SECRET: DEV_SECRET })).toThrow(/GATEWAY_SECRET/);
    expect(() => security({ GATEWAY_HOST: '0.0.0.0', GATEWAY_SECRET: 'short' })).toThrow(/32 characters/);
    expect(security({ GATEWAY_HOST: '0.0.0.0', GATEWAY_SECRET: SECRET })).toMatchObject({
      secret: SECRET,
      local: false,
      allowSeeds: false,
    });
  });

  it('never lets clients fix deals on a public gateway (item 5: not where games count)', () => {
    expect(security({ GATEWAY_ALLOW_SEEDS: 'true' }).allowSeeds).toBe(true);
    expect(() =>
      security({ GATEWAY_HOST: '0.0.0.0', GATEWAY_SECRET: SECRET, GATEWAY_ALLOW_SEEDS: 'true' }),
    ).toThrow(/tests only/);
  });

  it('reads the web origins', () => {
    expect(security({ WEB_ORIGIN: 'https://spiel.example/, https://www.spiel.example' }).webOrigins).toEqual([
      'https://spiel.example',
      'https://www.spiel.example',
    ]);
  });

  it('binds to 127.0.0.1 when no host is given', async () => {
    const deps = { log: createLogger('config-test', 'silent'), secret: SECRET } as unknown as GatewayDeps;
    const gateway = await startGateway(deps, { port: 0 });
    try {
      expect(gateway.address).toBe('127.0.0.1');
      const res = await fetch(gateway.url.replace('/graphql', '/healthz'));
      expect(res.status).toBe(200);
    } finally {
      await gateway.stop();
    }
  });

  it('the process refuses to start on a public host without GATEWAY_SECRET', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      GATEWAY_HOST: '0.0.0.0',
      GATEWAY_PORT: '0',
      HEALTH_PORT: '0',
    };
    delete env.GATEWAY_SECRET;
    const child = spawn(
      process.execPath,
      ['--conditions=@spielcenter/source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: new URL('..', import.meta.url).pathname,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('GATEWAY_SECRET is not set');
  });
});
