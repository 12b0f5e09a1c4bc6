/**
 * Publishes a table step: every human seat's snapshot goes to Redis for reads and to the seat's NATS
 * subject for pushes (nobody reads a computer's), together with everything else Redis holds about
 * the table: its record (game, status, who sits where), each human's current-table pointer, the
 * lobby's list of open tables (and its NATS feed), the step's bookings for the leaderboards
 * (a stream the ranking service reads) and a finished game for the player's record (a stream the
 * record service reads). The workflow owns all of it; Redis is a projection it can
 * rebuild any time (the bookings' record is the ranking service's ledger).
 */
import type { NatsConnection } from '@nats-io/transport-node';
import {
  type Booking,
  eventsFor,
  type GameEvent,
  type GameRecord,
  type Lobby,
  type LobbyEntry,
  type Outcome,
  type Penalty,
  type PublicSeat,
  type Rematch,
  redisKeys,
  type SeatClock,
  type SeatInfo,
  type SeatSnapshot,
  subjects,
  type TableEvent,
  type Waiting,
} from '@spielcenter/proto';
import type { Redis } from 'ioredis';
import { penaltyBooking } from './bookings.js';
import type { PublishContext } from './shared.js';
import { indexTable } from './table-index.js';

/**
 * The bookings stream keeps about this many entries (the ranking service acknowledges them within
 * seconds; the Postgres ledger is the record). Only a ranking service down for days would lose any.
 */
const BOOKINGS_STREAM_MAX = 1_000_000;

/** Snapshots and the table record stay readable two days after the last step. */
export const TABLE_TTL_SECONDS = 2 * 24 * 3600;

/**
 * One publication: the table and its new version, and only what this step has. Everything left out
 * is the empty default (no views, nobody to act, no clocks, no lobby, no events …), so a lobby, a
 * new game step and a re-publication each name just their own parts.
 */
export interface Publication {
  readonly ctx: PublishContext;
  readonly version: number;
  /** Every seat's view (none in the lobby, where no game runs). */
  readonly views?: readonly unknown[] | null;
  readonly toAct?: readonly number[];
  readonly legal?: Readonly<Record<string, readonly { readonly type: string }[]>>;
  readonly outcome?: Outcome | null;
  readonly events?: readonly GameEvent[];
  readonly tableEvents?: readonly TableEvent[];
  readonly clocks?: readonly SeatClock[];
  readonly waiting?: Waiting | null;
  readonly lobby?: Lobby | null;
  readonly rematch?: Rematch | null;
  readonly closed?: boolean;
  /** Players who sat down with this publication: their current-table pointer. */
  readonly claimed?: readonly string[];
  /** Players who left since the last publication: their current-table pointer goes. */
  readonly released?: readonly string[];
  /** Leaderboard points lost by leaving a game with people. */
  readonly penalties?: readonly Penalty[];
  /** What this step books for the leaderboards (a new step only, never a re-publication). */
  readonly bookings?: readonly Booking[];
  /** A finished game for the player's record (the step that ended it, never a re-publication). */
  readonly record?: GameRecord | null;
  /** The person's action this step applied: their snapshot names its client id. */
  readonly applied?: { readonly seat: number; readonly clientId: string };
}

type PublishInput = Required<Omit<Publication, 'applied'>> & Pick<Publication, 'applied'>;

const NOTHING: Omit<PublishInput, 'ctx' | 'version' | 'applied'> = {
  views: null,
  toAct: [],
  legal: {},
  outcome: null,
  events: [],
  tableEvents: [],
  clocks: [],
  waiting: null,
  lobby: null,
  rematch: null,
  closed: false,
  claimed: [],
  released: [],
  penalties: [],
  bookings: [],
  record: null,
};

/** The publication with the empty default for every part it leaves out (or gives as undefined). */
function complete(p: Publication): PublishInput {
  const given = Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined));
  return { ...NOTHING, ...given } as PublishInput;
}

const publicSeat = (s: SeatInfo): PublicSeat =>
  s.kind === 'computer' ? { name: s.name, kind: s.kind, level: s.level } : { name: s.name, kind: s.kind };

function snapshot(input: PublishInput, seat: number): SeatSnapshot {
  const { ctx } = input;
  const { clockSeconds, tempo, turbo, solo, options } = ctx;
  return {
    tableId: ctx.tableId,
    game: ctx.game,
    seat,
    version: input.version,
    view: input.views?.[seat] ?? null,
    legal: input.legal[String(seat)] ?? [],
    toAct: [...input.toAct],
    clocks: [...input.clocks],
    waiting: input.waiting,
    events: [...eventsFor(input.events, seat), ...input.tableEvents],
    outcome: input.outcome,
    seats: input.lobby ? [] : ctx.seats.flatMap((s) => (s ? [publicSeat(s)] : [])),
    settings: { clockSeconds, tempo, turbo, solo, options, ...(ctx.stake ? { stake: ctx.stake } : {}) },
    lobby: input.lobby,
    rematch: input.rematch,
    closed: input.closed,
    ...(ctx.pot ? { pot: ctx.pot } : {}),
    ...(input.applied?.seat === seat ? { applied: input.applied.clientId } : {}),
  };
}

function status(input: PublishInput): 'open' | 'running' | 'over' | 'closed' {
  if (input.closed) return 'closed';
  if (input.lobby) return 'open';
  return input.outcome ? 'over' : 'running';
}

function lobbyEntry(input: PublishInput, lobby: Lobby): LobbyEntry {
  const { ctx } = input;
  return {
    tableId: ctx.tableId,
    game: ctx.game,
    seats: lobby.seats,
    host: lobby.seats[lobby.host]?.name ?? '',
    fill: lobby.fill,
    clockSeconds: ctx.clockSeconds,
    tempo: ctx.tempo,
    options: ctx.options,
    ...(ctx.stake ? { stake: ctx.stake } : {}),
  };
}

/** Clears a player's current-table pointer unless it has moved on to another table meanwhile. */
const CLEAR_IF =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";

export async function publishStep(nc: NatsConnection, redis: Redis, publication: Publication): Promise<void> {
  const input = complete(publication);
  const { ctx } = input;
  const multi = redis.multi();
  const messages: [string, string][] = [];
  ctx.seats.forEach((s, seat) => {
    if (s?.kind !== 'human') return;
    const json = JSON.stringify(snapshot(input, seat));
    multi.set(redisKeys.seatView(ctx.tableId, seat), json, 'EX', TABLE_TTL_SECONDS);
    messages.push([subjects.seat(ctx.tableId, seat), json]);
  });
  const record: Record<string, string> = {
    game: ctx.game,
    players: String(ctx.seats.length),
    version: String(input.version),
    status: status(input),
    ...(ctx.fixedDeal ? { fixed: '1' } : {}),
  };
  ctx.seats.forEach((s, seat) => {
    if (s?.kind === 'human') record[`seat:${seat}`] = s.playerId;
  });
  // Who played the running (or last) game from its start, a leaver included: the line-up its
  // record belongs to (the gateway's `bandenbuchPage` names that page).
  ctx.startSeats?.forEach((s, seat) => {
    if (s.kind === 'human') record[`started:${seat}`] = s.playerId;
  });
  const key = redisKeys.table(ctx.tableId);
  multi.del(key).hset(key, record).expire(key, TABLE_TTL_SECONDS);
  indexTable(multi, ctx.game, ctx.tableId, status(input), Date.now());
  for (const playerId of input.claimed) {
    multi.set(redisKeys.playerTable(playerId), ctx.tableId, 'EX', TABLE_TTL_SECONDS);
  }
  const released = input.closed
    ? [...input.released, ...ctx.seats.flatMap((s) => (s?.kind === 'human' ? [s.playerId] : []))]
    : input.released;
  for (const playerId of released) multi.eval(CLEAR_IF, 1, redisKeys.playerTable(playerId), ctx.tableId);
  const at = Date.now();
  const bookings = [
    ...input.bookings,
    ...input.penalties.map((p) => penaltyBooking(ctx, input.version, p, at)),
  ];
  for (const b of bookings) {
    const trim = ['MAXLEN', '~', BOOKINGS_STREAM_MAX] as const;
    multi.xadd(redisKeys.leaderboardEvents, ...trim, '*', 'booking', JSON.stringify(b));
  }
  if (input.record) {
    const trim = ['MAXLEN', '~', BOOKINGS_STREAM_MAX] as const;
    multi.xadd(redisKeys.recordEvents, ...trim, '*', 'record', JSON.stringify(input.record));
  }
  const listed = input.lobby && !input.closed ? lobbyEntry(input, input.lobby) : null;
  if (listed) multi.hset(redisKeys.lobby, ctx.tableId, JSON.stringify(listed));
  else multi.hdel(redisKeys.lobby, ctx.tableId);
  const results = await multi.exec();
  for (const [subject, json] of messages) nc.publish(subject, json);
  const unlisted = !listed && results?.at(-1)?.[1] === 1;
  if (listed || unlisted) {
    nc.publish(subjects.lobby(ctx.game), JSON.stringify({ tableId: ctx.tableId, entry: listed }));
  }
}
