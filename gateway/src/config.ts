/**
 * The gateway's settings: the kit's base settings plus its port, host, secret and the web origin.
 *
 * "Local development" is recognised by where the gateway listens: a loopback host (the default,
 * 127.0.0.1) cannot be reached from another machine, so the development secret, browser origins
 * on localhost and client-fixed deals are harmless there. `npm start` runs with NODE_ENV=production
 * but on loopback, so it keeps working without any setting. A gateway that listens anywhere else
 * (GATEWAY_HOST=0.0.0.0 in a container) refuses to start without its own GATEWAY_SECRET and never
 * lets clients fix a deal.
 */
import { loadConfig } from '@spielcenter/kit';
import { z } from 'zod';

/** Only on a loopback host; a forged token signed with it works against any gateway using it. */
export const DEV_SECRET = 'spielcenter-local-development-secret-not-for-production';

export const gatewaySettings = {
  GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** Where the gateway listens: loopback unless a deployment says otherwise. */
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  /** The HMAC secret of guest tokens; required unless the gateway listens on loopback. */
  GATEWAY_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** The allowed browser origin(s) of the web (comma-separated, e.g. https://spiel.example). */
  WEB_ORIGIN: z.string().optional(),
  /**
   * Proxies in front of the gateway whose X-Forwarded-For/-Proto are believed (addresses or CIDRs,
   * comma-separated, e.g. the ingress controller's pod range); loopback (the web server) always.
   */
  GATEWAY_TRUSTED_PROXIES: z.string().optional(),
  /** Clients may fix a quick game's shuffle and deal (tests on loopback only). */
  GATEWAY_ALLOW_SEEDS: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Abuse limits as JSON, e.g. {"act":{"identity":[10,1000],"address":[60,1000]}} (see limits.ts). */
  GATEWAY_RATE_LIMITS: z.string().optional(),
  /** A closed browser leaves its table with people after this long without a reconnect. */
  GATEWAY_RECONNECT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** How long a start waits for the new table's first snapshot before answering anyway (tests shorten it). */
  GATEWAY_FIRST_SNAPSHOT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** Seats held for "Nochmal" after a game with people (tests shorten it). */
  GATEWAY_REMATCH_HOLD_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /** An account's session ends after this long without use (default 30 days). */
  GATEWAY_SESSION_IDLE_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(365 * 24 * 3600)
    .default(30 * 24 * 3600),
  /** How often dead tables are swept out of the lobby (one instance per period; 0: never). */
  GATEWAY_LOBBY_SWEEP_MS: z.coerce
    .number()
    .int()
    .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 3_600_000), '0 or 1000 to 3600000')
    .default(30_000),
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadConfig(gatewaySettings, env);
}
export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|\[::1\]|localhost)$/i;

export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host.trim());
}

/** What follows from the settings for security; throws (the process does not start) when unsafe. */
export interface GatewaySecurity {
  readonly secret: string;
  /** Listening on loopback: development and tests. */
  readonly local: boolean;
  readonly allowSeeds: boolean;
  readonly webOrigins: readonly string[];
}

export function gatewaySecurity(config: GatewayConfig): GatewaySecurity {
  const local = isLoopback(config.GATEWAY_HOST);
  const where = `the gateway listens on ${config.GATEWAY_HOST}, not on loopback`;
  if (!local && (!config.GATEWAY_SECRET || config.GATEWAY_SECRET === DEV_SECRET)) {
    throw new Error(
      `GATEWAY_SECRET is not set: ${where}. Set GATEWAY_SECRET to a random value of at least 32 characters (e.g. openssl rand -base64 48).`,
    );
  }
  if (!local && config.GATEWAY_ALLOW_SEEDS) {
    throw new Error(`GATEWAY_ALLOW_SEEDS is for tests only: ${where}.`);
  }
  const webOrigins = (config.WEB_ORIGIN ?? '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter((o) => o.length > 0);
  return {
    secret: config.GATEWAY_SECRET ?? DEV_SECRET,
    local,
    allowSeeds: config.GATEWAY_ALLOW_SEEDS,
    webOrigins,
  };
}
