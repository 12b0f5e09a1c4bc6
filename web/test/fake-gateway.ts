/**
 * A stand-in for the gateway, in one process: the real GraphQL schema from proto/, the real
 * Speedboss engine, computers that play their first legal action. It lets the browser tests and the
 * screenshots run without NATS, Temporal and Redis; the full-stack test is e2e.test.ts.
 *
 * `dropPushes` skips some subscription pushes (only when another step follows soon), so the web's
 * version-gap refetch is exercised.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BossState, engine } from '@spielcenter/boss';
import { isRuleError } from '@spielcenter/proto';
import { buildSchema, execute, GraphQLError, graphql, subscribe, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';

const SDL = readFileSync(new URL('../../proto/src/graphql/schema.graphql', import.meta.url), 'utf8');

interface Table {
  id: string;
  state: BossState;
  version: number;
  human: string;
  seats: { name: string; kind: string; level: string | null }[];
  clockSeconds: number | null;
  tempo: 'normal' | 'fast';
  clock: { seats: number[]; phase: string; deadline: number; totalMs: number } | null;
  lastEvents: Record<string, unknown>[];
  listeners: Set<(snap: unknown) => void>;
  applied: Map<string, number>;
}

export interface FakeGateway {
  readonly url: string;
  readonly port: number;
  readonly tables: Map<string, Table>;
  /** Number of pushes skipped on purpose. */
  dropped(): number;
  close(): Promise<void>;
}

const NAMES = ['Computer Anna', 'Computer Bernd', 'Computer Carla'];

function fail(code: string, de: string, en = de): never {
  throw new GraphQLError(en, { extensions: { code, de, en } });
}

export async function startFakeGateway(
  opts: { computerDelayMs?: number; dropPushes?: boolean } = {},
): Promise<FakeGateway> {
  const schema = buildSchema(SDL);
  const players = new Map<string, { id: string; name: string; tableId: string | null }>();
  const tables = new Map<string, Table>();
  const delay = opts.computerDelayMs ?? 40;
  let dropped = 0;
  let pushes = 0;

  function snapshot(t: Table) {
    const seat = 0;
    return {
      tableId: t.id,
      game: 'boss',
      seat,
      version: t.version,
      view: engine.view(t.state, seat),
      legal: engine.legalActions(t.state, seat),
      toAct: engine.toAct(t.state),
      clock: t.clock,
      events: t.lastEvents.filter((e) => !Array.isArray(e.to) || e.to.includes(seat)),
      outcome: engine.outcome(t.state),
      seats: t.seats,
      clockSeconds: t.clockSeconds,
      tempo: t.tempo,
      closed: false,
    };
  }

  function step(t: Table, seat: number, action: { type: string }) {
    const applied = engine.apply(t.state, seat, action as never);
    t.state = applied.state;
    t.version++;
    t.lastEvents = [...applied.events] as Record<string, unknown>[];
    const toAct = engine.toAct(t.state);
    const humanTurn = toAct.includes(0);
    t.clock =
      humanTurn && t.clockSeconds !== null
        ? { seats: [0], phase: 'clock', deadline: Date.now() + t.clockSeconds * 1000, totalMs: t.clockSeconds * 1000 }
        : null;
    const snap = snapshot(t);
    pushes++;
    const computerNext = toAct.length > 0 && !humanTurn;
    if (opts.dropPushes && computerNext && pushes % 5 === 0) dropped++;
    else for (const l of t.listeners) l(snap);
    if (computerNext) setTimeout(() => computerTurn(t), delay);
  }

  function computerTurn(t: Table) {
    const seat = engine.toAct(t.state)[0];
    if (seat === undefined || seat === 0) return;
    const action = engine.legalActions(t.state, seat)[0];
    if (action) step(t, seat, action);
  }

  function who(ctx: { token: string | null }) {
    const p = ctx.token ? players.get(ctx.token) : undefined;
    if (!p) fail('UNAUTHENTICATED', 'Bitte neu anmelden.', 'Please sign in again.');
    return p;
  }

  function tableOf(ctx: { token: string | null }, tableId: string | null | undefined): Table {
    const p = who(ctx);
    const t = tables.get(tableId ?? p.tableId ?? '');
    if (!t || t.human !== p.id) fail('TABLE_NOT_FOUND', 'Diesen Tisch gibt es nicht.', 'No such table.');
    return t;
  }

  const root = {
    me: (_: unknown, ctx: { token: string | null }) => who(ctx),
    table: ({ tableId }: { tableId?: string }, ctx: { token: string | null }) => {
      const p = who(ctx);
      const t = tables.get(tableId ?? p.tableId ?? '');
      return t && t.human === p.id ? snapshot(t) : null;
    },
    guest: ({ name }: { name?: string }) => {
      const token = `tok-${randomUUID()}`;
      const player = { id: randomUUID(), name: name ?? 'Gast', tableId: null };
      players.set(token, player);
      return { token, player };
    },
    startQuickGame: ({ input }: { input: Record<string, unknown> }, ctx: { token: string | null }) => {
      const p = who(ctx);
      const computers = input.computers as number;
      if (input.game !== 'boss' || computers < 1 || computers > 3) fail('BAD_INPUT', 'Ungültige Einstellungen.');
      const id = randomUUID().slice(0, 12);
      const seed = (input.seed as string | undefined) ?? randomUUID();
      const t: Table = {
        id,
        state: engine.setup({ players: computers + 1, firstDealer: computers } as never, seed),
        version: 1,
        human: p.id,
        seats: [
          { name: p.name, kind: 'human', level: null },
          ...NAMES.slice(0, computers).map((name) => ({ name, kind: 'computer', level: input.level as string })),
        ],
        clockSeconds: (input.clockSeconds as number | null) ?? null,
        tempo: input.tempo as 'normal' | 'fast',
        clock: null,
        lastEvents: [],
        listeners: new Set(),
        applied: new Map(),
      };
      tables.set(id, t);
      p.tableId = id;
      if (engine.toAct(t.state).includes(0) && t.clockSeconds !== null) {
        t.clock = { seats: [0], phase: 'clock', deadline: Date.now() + t.clockSeconds * 1000, totalMs: t.clockSeconds * 1000 };
      } else setTimeout(() => computerTurn(t), delay);
      return { tableId: id, seat: 0 };
    },
    act: (
      { tableId, action, clientId }: { tableId: string; action: { type: string }; clientId: string },
      ctx: { token: string | null },
    ) => {
      const t = tableOf(ctx, tableId);
      const done = t.applied.get(clientId);
      if (done !== undefined) return { version: done, duplicate: true };
      try {
        step(t, 0, action);
      } catch (err) {
        if (isRuleError(err)) fail(err.code, err.de, err.en);
        throw err;
      }
      t.applied.set(clientId, t.version);
      return { version: t.version, duplicate: false };
    },
    explain: ({ tableId, action }: { tableId: string; action: never }, ctx: { token: string | null }) => {
      const t = tableOf(ctx, tableId);
      return engine.explain(t.state, 0, action);
    },
    leave: () => true,
    seat: ({ tableId }: { tableId: string }, ctx: { token: string | null }) => {
      const t = tableOf(ctx, tableId);
      return listen(t);
    },
  };

  function listen(t: Table): AsyncIterableIterator<{ seat: unknown }> {
    const queue: unknown[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    const l = (snap: unknown) => {
      queue.push(snap);
      wake?.();
    };
    t.listeners.add(l);
    const it: AsyncIterableIterator<{ seat: unknown }> = {
      async next() {
        while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
        if (done) return { done: true, value: undefined };
        return { done: false, value: { seat: queue.shift() } };
      },
      async return() {
        done = true;
        t.listeners.delete(l);
        wake?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return it;
      },
    };
    return it;
  }

  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('access-control-allow-headers', 'content-type, authorization');
      res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    }
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.url === '/readyz') return void res.writeHead(200).end('{"ready":true}');
    if (req.method !== 'POST') return void res.writeHead(405).end();
    let body = '';
    for await (const chunk of req) body += chunk;
    const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
    const auth = req.headers.authorization;
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : null;
    const result = await graphql({ schema, source: query, rootValue: root, variableValues: variables, contextValue: { token } });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
  }

  const wss = new WebSocketServer({ server, path: '/graphql' });
  const wsServer = useServer(
    {
      schema,
      // graphql-ws may load another copy of graphql-js (test runners): use this module's functions.
      execute: (args) => execute(args),
      subscribe: (args) => subscribe(args),
      validate: (schema, document, rules) => validate(schema, document, rules),
      roots: { query: root, mutation: root, subscription: root },
      context: (ctx) => ({ token: (ctx.connectionParams?.token as string | undefined) ?? null }),
    },
    wss,
  );

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    port,
    tables,
    dropped: () => dropped,
    async close() {
      await wsServer.dispose();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
