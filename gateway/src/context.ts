/** What every resolver receives: the servers it talks to, and who is calling. */
import type { Logger, ServiceContext } from '@spielcenter/kit';
import type { Client } from '@temporalio/client';
import type { Redis } from 'ioredis';
import { gatewayError } from './errors.js';
import type { Guest } from './identity.js';
import type { LiveSeats } from './seat-stream.js';

export type NatsConnection = ServiceContext['nc'];

export interface GatewayDeps {
  readonly nc: NatsConnection;
  readonly redis: Redis;
  readonly temporal: Client;
  readonly log: Logger;
  /** The HMAC secret of guest tokens. */
  readonly secret: string;
  /** The tables workers' task queue (default TABLES_TASK_QUEUE; tests use their own). */
  readonly tablesTaskQueue?: string;
  /** Clients may fix a quick game's shuffle (`seed`): tests and local development only. */
  readonly allowSeeds?: boolean;
}

export interface GatewayContext {
  readonly deps: GatewayDeps;
  /** null: no valid token (only `guest` works then). */
  readonly guest: Guest | null;
  /** HTTP only: adds a Set-Cookie header to the response. */
  readonly setCookie?: (cookie: string) => void;
  /** HTTP only: the request came over https (the cookie is then Secure). */
  readonly secure?: boolean;
  /** This gateway's live seat streams (leave ends the caller's). */
  readonly live: LiveSeats;
}

/** The caller, or the coded "not signed in" error. */
export function requireGuest(ctx: GatewayContext): Guest {
  if (!ctx.guest) throw gatewayError('GATEWAY_UNAUTHENTICATED');
  return ctx.guest;
}
