/** The gateway's settings: the kit's base settings plus its port, secret and the web origin. */
import { loadConfig } from '@spielcenter/kit';
import { z } from 'zod';

/** Only for development: production sets GATEWAY_SECRET (main.ts warns when it does not). */
export const DEV_SECRET = 'spielcenter-local-development-secret-not-for-production';

export const gatewaySettings = {
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  GATEWAY_HOST: z.string().default('0.0.0.0'),
  GATEWAY_SECRET: z.string().min(16).default(DEV_SECRET),
  /** An extra allowed browser origin besides localhost / 127.0.0.1 (e.g. https://spiel.example). */
  WEB_ORIGIN: z.string().optional(),
  /** Clients may fix a quick game's shuffle and deal (tests, local development only; never in production). */
  GATEWAY_ALLOW_SEEDS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(gatewaySettings, env);
}
export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;
