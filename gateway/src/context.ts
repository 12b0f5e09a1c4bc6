/** What every resolver receives: the servers it talks to, and who is calling. */

import { type Accounts, accountsErrors } from '@spielcenter/accounts';
import type { Logger, ServiceContext } from '@spielcenter/kit';
import type { Ledger } from '@spielcenter/ledger';
import type { Client } from '@temporalio/client';
import type { Redis } from 'ioredis';
import type { TrustProxy } from './client-address.js';
import { gatewayError } from './errors.js';
import type { Guest } from './identity.js';
import { checkLimit, DEFAULT_LIMITS, type LimitKind, type RateLimits } from './limits.js';
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
  /** Abuse limits per identity and address (default DEFAULT_LIMITS). */
  readonly limits?: RateLimits;
  /** Tests: a namespace of their own for the limits' counters, and loopback peers limited too. */
  readonly limitScope?: string;
  readonly limitLoopback?: boolean;
  /** How long a start waits for the new table's first snapshot before it answers anyway (default 15 s). */
  readonly firstSnapshotMs?: number;
  /** A player whose last connection to a table with people closed leaves it after this long. */
  readonly reconnectMs?: number;
  /** After a game with people, seats are held this long for "Nochmal" (default 2 minutes). */
  readonly rematchHoldMs?: number;
  /** How often one instance sweeps dead tables out of the lobby (lobby-sweep.ts; default 30 s; 0: never). */
  readonly lobbySweepMs?: number;
  /** The clock that decides the day of the daily deals (tests move it; default the real time). */
  readonly now?: () => Date;
  /** Proxies whose X-Forwarded-* headers are believed (default: loopback, i.e. the web server). */
  readonly trustProxy?: TrustProxy;
  /** Accounts and their sessions (Postgres + Redis); without them only guests play. */
  readonly accounts?: Accounts;
  /** The Taler ledger (purses, the Kontoauszug); without it no table plays for Taler. */
  readonly ledger?: Ledger;
}

export interface GatewayContext {
  readonly deps: GatewayDeps;
  /** null: no valid token or session (only `guest`, `register` and `login` work then). */
  readonly guest: Guest | null;
  /** The request carried a session cookie that has ended, or the token of a guest that became an account. */
  readonly sessionExpired?: boolean;
  /** HTTP only: adds a Set-Cookie header to the response. */
  readonly setCookie?: (cookie: string) => void;
  /** HTTP only: the request came over https (the cookie is then Secure). */
  readonly secure?: boolean;
  /** The browser's User-Agent (HTTP only; named in the account's list of sessions). */
  readonly agent?: string;
  /** The client's address (behind trusted proxies: the forwarded one), for the per-address limits. */
  readonly address?: string;
  /** This gateway's live seat streams (leave ends the caller's). */
  readonly live: LiveSeats;
}

/** The caller, or the coded "not signed in" error. */
export function requireGuest(ctx: GatewayContext): Guest {
  if (!ctx.guest && ctx.sessionExpired) throw accountsErrors.make('ACCOUNTS_SESSION_EXPIRED');
  if (!ctx.guest) throw gatewayError('GATEWAY_UNAUTHENTICATED');
  return ctx.guest;
}

/** Counts one call of `kind` for the caller and its address; throws GATEWAY_RATE_LIMITED when over. */
export function limit(ctx: GatewayContext, kind: LimitKind): Promise<void> {
  return checkLimit(
    ctx.deps.redis,
    ctx.deps.limits ?? DEFAULT_LIMITS,
    kind,
    {
      identity: ctx.guest?.playerId ?? null,
      address: ctx.address ?? null,
    },
    {
      ...(ctx.deps.limitScope ? { scope: ctx.deps.limitScope } : {}),
      limitLoopback: ctx.deps.limitLoopback === true,
    },
  );
}
