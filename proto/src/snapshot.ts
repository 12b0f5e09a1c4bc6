/**
 * The seat snapshot: what one seat receives after every step of its table (Redis for reads, the
 * seat's NATS subject for pushes, the GraphQL scalar `SeatSnapshot` for the browser). Defined once,
 * here: the table service builds it, the gateway validates it with this schema on arrival, and the
 * web types it from `SeatSnapshot<ViewOfItsGame>`.
 */
import { z } from 'zod';
import { levelSchema, tempoSchema } from './choices.js';
import type { Action, GameEvent, Outcome, Seat } from './engine.js';
import { GAME_IDS } from './games.js';

/** One seat's decision clock. Times are epoch milliseconds. */
export const clockSchema = z.object({
  seat: z.number().int().min(0),
  /** "clock" while the decision clock runs, "grace" after the warning. */
  phase: z.enum(['clock', 'grace']),
  deadline: z.number(),
  /** The full length of this phase (for the countdown ring). */
  totalMs: z.number().int().min(0),
});
export type SeatClock = z.infer<typeof clockSchema>;

/** The table waits for "Weiter" from these seats (a settlement board); deadline null = no time limit. */
export const waitingSchema = z.object({
  kind: z.literal('acknowledge'),
  seats: z.array(z.number().int().min(0)),
  deadline: z.number().nullable(),
  /** Somebody pressed pause: the table waits for every "Weiter" without a deadline. */
  held: z.boolean(),
});
export type Waiting = z.infer<typeof waitingSchema>;

/** A seat as every other seat sees it (no player ids). */
export const publicSeatSchema = z.object({
  name: z.string(),
  kind: z.enum(['human', 'computer']),
  level: levelSchema.optional(),
});
export type PublicSeat = z.infer<typeof publicSeatSchema>;

export const tableSettingsSchema = z.object({
  clockSeconds: z.number().int().nullable(),
  tempo: tempoSchema,
  /** Computers act without delay (solo tables only). */
  turbo: z.boolean(),
  /** One human against computers. */
  solo: z.boolean(),
  /** The game's options as the table was opened with them (engine config without seats and deck). */
  options: z.record(z.string(), z.unknown()),
  /** The table plays for this many Taler per human with an account (absent: no stake). */
  stake: z.number().int().positive().optional(),
});
export type TableSettings = z.infer<typeof tableSettingsSchema>;

/**
 * What holds an open table's start, for the host before it (Speedcoup: the line-up as it would
 * start may not play the coup): the record's refusal in its words, and the declared settings it
 * would let the line-up play instead (`options`, e.g. the unlocked coup). Never a silent swap.
 */
export const lobbyNoticeSchema = z.object({
  code: z.string().max(64),
  de: z.string().max(500),
  en: z.string().max(500),
  options: z.record(z.string(), z.unknown()).optional(),
});
export type LobbyNotice = z.infer<typeof lobbyNoticeSchema>;

/** An open table before its game (and between games): who sits where, who may start. */
export const lobbySchema = z.object({
  seats: z.array(publicSeatSchema.nullable()),
  /** The host's seat. */
  host: z.number().int().min(0),
  /** Free seats are taken by computers of this level at the start; null = people only. */
  fill: levelSchema.nullable(),
  /** Whether the host may start now (enough players). */
  canStart: z.boolean(),
  /** What holds the start (the table does not start by itself while it stands). */
  notice: lobbyNoticeSchema.optional(),
});
export type Lobby = z.infer<typeof lobbySchema>;

/** An open table as the lobby lists it. */
export const lobbyEntrySchema = z.object({
  tableId: z.string(),
  game: z.enum(GAME_IDS),
  seats: z.array(publicSeatSchema.nullable()),
  /** The host's name. */
  host: z.string(),
  fill: levelSchema.nullable(),
  clockSeconds: z.number().int().nullable(),
  tempo: tempoSchema,
  options: z.record(z.string(), z.unknown()),
  /** Taler per human with an account (absent: no stake). */
  stake: z.number().int().positive().optional(),
});
export type LobbyEntry = z.infer<typeof lobbyEntrySchema>;

/** A staked table's pot at the end of its game: how much, and who got what (seat, name, Taler). */
export const potSchema = z.object({
  amount: z.number().int().min(0),
  winners: z.array(z.object({ seat: z.number().int().min(0), name: z.string(), amount: z.number().int() })),
  /** What went to the house (no paying human was left). */
  house: z.number().int().min(0),
});
export type Pot = z.infer<typeof potSchema>;

/** After a game with people: who clicked "Nochmal", and until when the others' seats are held. */
export const rematchSchema = z.object({
  back: z.array(z.number().int().min(0)),
  until: z.number(),
  /**
   * Where the host decides how the table goes on (the declaration's `nextByHost`): the host's seat;
   * the others wait for the host's choice.
   */
  host: z.number().int().min(0).optional(),
});
export type Rematch = z.infer<typeof rematchSchema>;

const eventSchema = z.looseObject({ type: z.string() });
const actionSchema = z.looseObject({ type: z.string() });

export const seatSnapshotSchema = z.object({
  tableId: z.string(),
  game: z.enum(GAME_IDS),
  seat: z.number().int().min(0),
  /** Grows with every publication; a gap means a missed push (refetch). */
  version: z.number().int().min(0),
  view: z.unknown(),
  /** This seat's legal actions now (also optional ones when it is not to act). */
  legal: z.array(actionSchema),
  toAct: z.array(z.number().int().min(0)),
  /** The running decision clocks, one per human seat that must decide. */
  clocks: z.array(clockSchema),
  waiting: waitingSchema.nullable(),
  /** The events of this step this seat may see (game events and table events). */
  events: z.array(eventSchema),
  outcome: z
    .object({
      scores: z.array(z.number()),
      ranks: z.array(z.number()),
      leaderboardPoints: z.array(z.number()),
      details: z.record(z.string(), z.unknown()).optional(),
    })
    .nullable(),
  seats: z.array(publicSeatSchema),
  settings: tableSettingsSchema,
  /** The lobby of an open table that has not started (view is null then). */
  lobby: lobbySchema.nullable(),
  /** "Nochmal" at a table with people, after the game. */
  rematch: rematchSchema.nullable(),
  /** The table ended without an outcome (every human left, or it stood idle too long). */
  closed: z.boolean(),
  /**
   * Set by the gateway on a repeat of the current snapshot while the table's next step waits for a
   * service that does not answer (it is retried): "Verbindung zum Spieltisch wird wiederhergestellt".
   * The next snapshot (a newer version) ends it. Never stored in Redis.
   */
  recovering: z.boolean().optional(),
  /** A staked table's pot of the game just ended (absent before its end and at tables without stake). */
  pot: potSchema.optional(),
  /**
   * The client id of this seat's own action that this step applied (the `act` that made it): the
   * gateway answers the act as soon as this snapshot is out, before the table's Update returns
   * (which waits for the computers the table lets play on in the same step).
   */
  applied: z.string().max(64).optional(),
});

type Parsed = z.infer<typeof seatSnapshotSchema>;

/** A seat snapshot with the game's own view and events typed. */
export type SeatSnapshot<V = unknown, A extends Action = Action, E extends GameEvent = GameEvent> = Omit<
  Parsed,
  'view' | 'legal' | 'events' | 'outcome'
> & {
  readonly view: V;
  readonly legal: readonly A[];
  readonly events: readonly (E | TableEvent)[];
  readonly outcome: Outcome | null;
};

/**
 * Why a table closed: every human left, it stood idle too long, a step failed that no retry can
 * heal (a bug: the table closes cleanly with a message instead of hanging or vanishing), or the
 * host ended the evening ("Feierabend", where the host decides: the declaration's `nextByHost`).
 */
export type TableClosedReason = 'left' | 'idle' | 'error' | 'ended';

/**
 * Published by the table service on each human seat's subject while a step is retried (a rule
 * service, the AI or Redis does not answer): the gateway repeats the seat's current snapshot with
 * `recovering: true`. Not a snapshot (no version): readers of snapshots skip it.
 */
export const recoveringNoticeSchema = z.object({
  recovering: z.literal(true),
  tableId: z.string(),
  seat: z.number().int().min(0),
});
export type RecoveringNotice = z.infer<typeof recoveringNoticeSchema>;

/** A recovering notice for this seat, or null for anything else (a snapshot, garbage). */
export function parseRecoveringNotice(text: string, tableId: string, seat: number): RecoveringNotice | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const r = recoveringNoticeSchema.safeParse(raw);
  return r.success && r.data.tableId === tableId && r.data.seat === seat ? r.data : null;
}

/**
 * A message on a seat's subject, parsed once: a recovering notice for this seat, the seat's
 * snapshot, or null for anything else (another table or seat, garbage).
 */
export function parseSeatMessage(
  text: string,
  tableId: string,
  seat: number,
): RecoveringNotice | SeatSnapshot | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const notice = recoveringNoticeSchema.safeParse(raw);
  if (notice.success)
    return notice.data.tableId === tableId && notice.data.seat === seat ? notice.data : null;
  return snapshotOf(raw, tableId, seat);
}

/** Events of the table itself (not of a game), published with the game's events. */
export type TableEvent =
  | { readonly type: 'tableStarted' }
  | { readonly type: 'tableClosed'; readonly reason: TableClosedReason }
  | { readonly type: 'seatLeft'; readonly seat: Seat; readonly name: string }
  | { readonly type: 'seatTaken'; readonly seat: Seat; readonly name: string }
  | { readonly type: 'gameStarted' }
  | { readonly type: 'rematchAsked'; readonly seat: Seat }
  | { readonly type: 'clockWarning'; readonly seat: Seat; readonly graceMs: number }
  | {
      readonly type: 'defaultDecision';
      readonly seat: Seat;
      readonly action: Action;
      readonly by: 'clock' | 'computer';
    }
  | { readonly type: 'acknowledged'; readonly seat: Seat }
  | { readonly type: 'turbo'; readonly on: boolean };

export const TABLE_EVENT_TYPES = [
  'tableStarted',
  'tableClosed',
  'seatLeft',
  'seatTaken',
  'gameStarted',
  'rematchAsked',
  'clockWarning',
  'defaultDecision',
  'acknowledged',
  'turbo',
] as const satisfies readonly TableEvent['type'][];

export function isTableEvent(e: { readonly type: string }): e is TableEvent {
  return (TABLE_EVENT_TYPES as readonly string[]).includes(e.type);
}

/** Parses a snapshot (JSON text); null when it is not one, or belongs to another table or seat. */
export function parseSeatSnapshot(text: string, tableId: string, seat: number): SeatSnapshot | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  return snapshotOf(raw, tableId, seat);
}

function snapshotOf(raw: unknown, tableId: string, seat: number): SeatSnapshot | null {
  const parsed = seatSnapshotSchema.safeParse(raw);
  if (!parsed.success) return null;
  if (parsed.data.tableId !== tableId || parsed.data.seat !== seat) return null;
  return parsed.data as SeatSnapshot;
}
