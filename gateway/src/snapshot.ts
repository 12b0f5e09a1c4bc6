/**
 * Seat snapshots as they arrive from Redis and NATS (validated on arrival), and their GraphQL shape
 * (the table settings become `clockSeconds` and `tempo`). A snapshot is only ever passed on for the
 * seat it was asked for, and events addressed to other seats are dropped as a second safety net.
 */
import { GAME_IDS, type SeatSnapshot } from '@spielcenter/proto';
import { z } from 'zod';

const seatSnapshotSchema = z.looseObject({
  tableId: z.string(),
  game: z.enum(GAME_IDS),
  seat: z.number().int().nullable(),
  version: z.number().int().min(0),
  view: z.unknown(),
  legal: z.array(z.looseObject({ type: z.string() })),
  toAct: z.array(z.number().int()),
  clock: z
    .object({
      seats: z.array(z.number().int()),
      phase: z.enum(['clock', 'grace']),
      deadline: z.number(),
      totalMs: z.number(),
    })
    .nullable(),
  events: z.array(z.looseObject({ type: z.string() })),
  outcome: z.looseObject({}).nullable(),
  seats: z.array(z.looseObject({ name: z.string(), kind: z.enum(['human', 'computer']) })),
  settings: z.object({ clockSeconds: z.number().int().nullable(), tempo: z.enum(['normal', 'fast']) }),
  closed: z.boolean().optional(),
});

/** Parses a snapshot (JSON text); null when it is not one or belongs to another table or seat. */
export function parseSeatSnapshot(text: string, tableId: string, seat: number): SeatSnapshot | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = seatSnapshotSchema.safeParse(raw);
  if (!parsed.success) return null;
  const s = parsed.data as unknown as SeatSnapshot;
  if (s.tableId !== tableId || s.seat !== seat) return null;
  return s;
}

export interface GraphQLSeatSnapshot extends Omit<SeatSnapshot, 'settings' | 'closed'> {
  readonly clockSeconds: number | null;
  readonly tempo: SeatSnapshot['settings']['tempo'];
  readonly closed: boolean;
}

export function toGraphQLSnapshot(s: SeatSnapshot): GraphQLSeatSnapshot {
  const { settings, closed, events, ...rest } = s;
  const mine = events.filter((e) => {
    const to = (e as { to?: unknown }).to;
    return !Array.isArray(to) || (s.seat !== null && to.includes(s.seat));
  });
  return {
    ...rest,
    events: mine,
    clockSeconds: settings.clockSeconds,
    tempo: settings.tempo,
    closed: closed ?? false,
  };
}
