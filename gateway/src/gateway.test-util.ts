/**
 * Test helpers: a gateway on a free port against the real NATS, Redis and Temporal, plain HTTP
 * posts, and a graphql-ws client.
 */
import { randomBytes } from 'node:crypto';
import { Accounts, type AccountsOptions, migrateAll } from '@spielcenter/accounts';
import { connectNats, createLogger, createPool, loadConfig, type Pool } from '@spielcenter/kit';
import { Ledger } from '@spielcenter/ledger';
import { redisKeys, type SeatSnapshot } from '@spielcenter/proto';
import { Client } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import type { GatewayDeps } from './context.js';
import { COMPUTER_NAMES } from './quick-game.js';
import { type RunningGateway, startGateway } from './server.js';
import { announceEnded } from './session-sockets.js';

export const TEST_SECRET = 'gateway-test-secret-0123456789';

export interface TestGateway {
  readonly deps: GatewayDeps;
  readonly gateway: RunningGateway;
  readonly url: string;
  readonly wsUrl: string;
  post(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLReply>;
  /** A new guest: its token and player id. */
  guest(name?: string): Promise<{ token: string; playerId: string; name: string }>;
  ws(token?: string, headers?: Record<string, string>): WsClient;
  close(): Promise<void>;
}

export interface GraphQLReply {
  readonly status: number;
  readonly headers: Headers;
  readonly body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

export async function startTestGateway(
  options: {
    tablesTaskQueue?: string;
    allowSeeds?: boolean;
    webOrigins?: string[];
    allowLocalhostOrigins?: boolean;
    /** Another NATS server than the environment's (a test's own, where no service answers). */
    natsUrl?: string;
    /** Overrides of the deps (limits, reconnect window, rematch hold). */
    deps?: Partial<
      Pick<
        GatewayDeps,
        | 'limits'
        | 'limitScope'
        | 'limitLoopback'
        | 'reconnectMs'
        | 'rematchHoldMs'
        | 'lobbySweepMs'
        | 'firstSnapshotMs'
        | 'now'
      >
    >;
    /** Accounts on the real Postgres (DATABASE_URL, its schemas migrated) with these options. */
    accounts?: AccountsOptions;
  } = {},
): Promise<TestGateway> {
  const env = loadConfig();
  const nc = await connectNats({ url: options.natsUrl ?? env.NATS_URL, name: 'gateway-test' });
  const redis = new Redis(env.REDIS_URL);
  // As the gateway connects (main.ts): the SDK's native connection.
  const connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection, namespace: env.TEMPORAL_NAMESPACE });
  let pool: Pool | undefined;
  let accounts: Accounts | undefined;
  if (options.accounts) {
    pool = createPool(env.DATABASE_URL, 4);
    await migrateAll(pool);
    accounts = new Accounts(pool, redis, {
      reservedNames: COMPUTER_NAMES,
      onSessionsEnded: announceEnded(nc),
      ...options.accounts,
    });
  }
  const deps: GatewayDeps = {
    nc,
    redis,
    temporal,
    log: createLogger('gateway-test', process.env.TEST_LOG_LEVEL ?? 'silent'),
    secret: TEST_SECRET,
    ...(options.tablesTaskQueue ? { tablesTaskQueue: options.tablesTaskQueue } : {}),
    allowSeeds: options.allowSeeds ?? true,
    // No periodic lobby sweep unless a test asks: the lobby in Redis is shared with other runs,
    // and a test's short reconnect window must not judge their players (tests call sweepLobby).
    lobbySweepMs: 0,
    ...(accounts && pool ? { accounts, ledger: new Ledger(pool) } : {}),
    ...options.deps,
  };
  const gateway = await startGateway(deps, {
    port: 0,
    host: '127.0.0.1',
    ...(options.webOrigins ? { webOrigins: options.webOrigins } : {}),
    ...(options.allowLocalhostOrigins !== undefined
      ? { allowLocalhostOrigins: options.allowLocalhostOrigins }
      : {}),
  });
  const url = gateway.url;
  const wsUrl = url.replace(/^http/, 'ws');
  const clients: WsClient[] = [];

  async function post(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as GraphQLReply['body'] };
  }

  return {
    deps,
    gateway,
    url,
    wsUrl,
    post,
    async guest(name?: string) {
      const r = await post('mutation($name: String) { guest(name: $name) { token player { id name } } }', {
        name,
      });
      const g = r.body.data?.guest as { token: string; player: { id: string; name: string } };
      return { token: g.token, playerId: g.player.id, name: g.player.name };
    },
    ws(token?: string, headers: Record<string, string> = {}) {
      class HeaderWebSocket extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers });
        }
      }
      const client = createClient({
        url: wsUrl,
        webSocketImpl: HeaderWebSocket,
        connectionParams: token ? { token } : {},
        retryAttempts: 0,
        lazy: true,
      });
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((c) => c.dispose()));
      await gateway.stop();
      await connection.close();
      redis.disconnect();
      await pool?.end();
      await nc.drain();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function testTableId(): string {
  return `test${randomBytes(6).toString('base64url')}`;
}

/** Seats players at a table as the table workflow records it in Redis. */
export async function seatPlayers(
  redis: Redis,
  tableId: string,
  humans: [number, string][],
  players = 4,
  status: 'running' | 'over' | 'closed' = 'running',
): Promise<void> {
  const key = redisKeys.table(tableId);
  const fields: Record<string, string> = { game: 'boss', players: String(players), status };
  for (const [seat, playerId] of humans) fields[`seat:${seat}`] = playerId;
  await redis.multi().del(key).hset(key, fields).expire(key, 600).exec();
}

/** The player's current-table pointer, as the table workflow writes it. */
export async function setPlayerTable(redis: Redis, playerId: string, tableId: string): Promise<void> {
  await redis.set(redisKeys.playerTable(playerId), tableId, 'EX', 600);
}

/** A seat snapshot as the tables workflow publishes it (the view carries a marker of the seat). */
export function snapshotFor(
  tableId: string,
  seat: number,
  version: number,
  view: unknown = { hand: [`secret-of-seat-${seat}`] },
): SeatSnapshot {
  const bid0 = { type: 'bid', bid: 0 };
  return {
    tableId,
    game: 'boss',
    seat,
    version,
    view,
    legal: [bid0],
    toAct: [seat],
    clocks: [],
    waiting: null,
    events: [{ type: 'public' }, { type: 'private', to: [seat] }, { type: 'otherPrivate', to: [seat + 1] }],
    outcome: null,
    seats: [
      { name: 'Gast', kind: 'human' },
      { name: 'Anton', kind: 'computer', level: 'easy' },
    ],
    settings: { clockSeconds: 60, tempo: 'fast', turbo: false, solo: true, options: {} },
    lobby: null,
    rematch: null,
    closed: false,
  };
}

export async function storeSnapshot(redis: Redis, snapshot: SeatSnapshot): Promise<void> {
  await redis.set(
    redisKeys.seatView(snapshot.tableId, snapshot.seat ?? 0),
    JSON.stringify(snapshot),
    'EX',
    600,
  );
}

export async function removeTable(redis: Redis, tableId: string, seats = 4): Promise<void> {
  const keys = [
    redisKeys.table(tableId),
    ...Array.from({ length: seats }, (_, s) => redisKeys.seatView(tableId, s)),
  ];
  await redis.del(...keys);
}

/** Waits until `check` is true (polling), or fails after `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const SEAT_QUERY = 'subscription($tableId: ID!) { seat(tableId: $tableId) }';

/** A field of a reply's data; fails with the reply's errors when it is missing. */
export function field<T>(reply: GraphQLReply, name: string): T {
  const value = reply.body.data?.[name];
  if (value === undefined || value === null)
    throw new Error(`no ${name} in the reply: ${JSON.stringify(reply.body.errors)}`);
  return value as T;
}
