/**
 * Publishes a table step: every seat's snapshot goes to Redis for reads and to the seat's NATS
 * subject for pushes, together with everything else Redis holds about the table: its record (game,
 * who sits where) and each human's current-table pointer. The workflow owns all of it; Redis is a
 * projection the workflow can rebuild at any time.
 */
import type { NatsConnection } from '@nats-io/transport-node';
import {
  eventsFor,
  type GameEvent,
  type Outcome,
  redisKeys,
  type SeatClock,
  type SeatSnapshot,
  subjects,
  type TableEvent,
  type Waiting,
} from '@spielcenter/proto';
import type { Redis } from 'ioredis';
import type { PublishContext } from './shared.js';

/** Snapshots and the table record stay readable two days after the last step. */
export const TABLE_TTL_SECONDS = 2 * 24 * 3600;

export interface PublishInput {
  readonly ctx: PublishContext;
  readonly version: number;
  readonly views: readonly unknown[];
  readonly toAct: readonly number[];
  readonly legal: Readonly<Record<string, readonly { readonly type: string }[]>>;
  readonly outcome: Outcome | null;
  readonly events: readonly GameEvent[];
  readonly tableEvents: readonly TableEvent[];
  readonly clocks: readonly SeatClock[];
  readonly waiting: Waiting | null;
  readonly closed: boolean;
  /** Players who sat down with this publication (the table's start): their current-table pointer. */
  readonly claimed: readonly string[];
  /** Players who left since the last publication: their current-table pointer goes. */
  readonly released: readonly string[];
}

function snapshot(input: PublishInput, seat: number): SeatSnapshot {
  const { ctx } = input;
  const { clockSeconds, tempo, turbo, solo, options } = ctx;
  return {
    tableId: ctx.tableId,
    game: ctx.game,
    seat,
    version: input.version,
    view: input.views[seat],
    legal: input.legal[String(seat)] ?? [],
    toAct: [...input.toAct],
    clocks: [...input.clocks],
    waiting: input.waiting,
    events: [...eventsFor(input.events, seat), ...input.tableEvents],
    outcome: input.outcome,
    seats: ctx.seats.map((s) =>
      s.kind === 'computer' ? { name: s.name, kind: s.kind, level: s.level } : { name: s.name, kind: s.kind },
    ),
    settings: { clockSeconds, tempo, turbo, solo, options },
    closed: input.closed,
  };
}

/** Clears a player's current-table pointer unless it has moved on to another table meanwhile. */
const CLEAR_IF =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

export async function publishStep(nc: NatsConnection, redis: Redis, input: PublishInput): Promise<void> {
  const { ctx } = input;
  const multi = redis.multi();
  const messages: [string, string][] = [];
  for (let seat = 0; seat < ctx.seats.length; seat++) {
    const json = JSON.stringify(snapshot(input, seat));
    multi.set(redisKeys.seatView(ctx.tableId, seat), json, 'EX', TABLE_TTL_SECONDS);
    messages.push([subjects.seat(ctx.tableId, seat), json]);
  }
  const record: Record<string, string> = {
    game: ctx.game,
    players: String(ctx.seats.length),
    version: String(input.version),
    status: input.closed ? 'closed' : input.outcome ? 'over' : 'running',
  };
  ctx.seats.forEach((s, seat) => {
    if (s.kind === 'human') record[`seat:${seat}`] = s.playerId;
  });
  const key = redisKeys.table(ctx.tableId);
  multi.del(key).hset(key, record).expire(key, TABLE_TTL_SECONDS);
  for (const playerId of input.claimed) {
    multi.set(redisKeys.playerTable(playerId), ctx.tableId, 'EX', TABLE_TTL_SECONDS);
  }
  const released = input.closed
    ? [...input.released, ...ctx.seats.flatMap((s) => (s.kind === 'human' ? [s.playerId] : []))]
    : input.released;
  for (const playerId of released) multi.eval(CLEAR_IF, 1, redisKeys.playerTable(playerId), ctx.tableId);
  await multi.exec();
  for (const [subject, json] of messages) nc.publish(subject, json);
}
