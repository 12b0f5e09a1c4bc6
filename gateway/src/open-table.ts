/**
 * Opening a table with people: the host on the first seat, the other seats free (Speedhokus: the
 * seats past the fourth always computers), free seats left empty or taken by computers of a chosen
 * level when the game starts. What a game allows (seats, levels, options) comes from its
 * declaration; the options go to the engine, which checks them before the table opens.
 */
import { randomBytes } from 'node:crypto';
import { declarationOf } from '@spielcenter/catalog';
import {
  CLOCK_CHOICES,
  GAME_IDS,
  GAME_NAMES,
  levelSchema,
  type SeatInfo,
  type TableInput,
  tableInputSchema,
  tableLevels,
  tempoSchema,
  timingFor,
} from '@spielcenter/proto';
import { z } from 'zod';
import { gatewayError } from './errors.js';
import type { Guest } from './identity.js';
import { computerNames, newTableId } from './quick-game.js';
import { parseArg } from './validate.js';

export const openTableInputSchema = z.strictObject({
  game: z.enum(GAME_IDS),
  seats: z.number().int(),
  fill: levelSchema.nullish().transform((l) => l ?? null),
  clockSeconds: z
    .number()
    .int()
    .refine(
      (s) => (CLOCK_CHOICES as readonly number[]).includes(s),
      `one of ${CLOCK_CHOICES.join(', ')} or null`,
    )
    .nullish()
    .transform((s) => s ?? null),
  tempo: tempoSchema.default('normal'),
  options: z.record(z.string(), z.unknown()).nullish(),
  /** Checked with the purse by the resolver (taler.ts: hostStake). */
  stake: z.number().int().nullish(),
});

const bad = (reason: string) => gatewayError('GATEWAY_BAD_INPUT', { reason });

export function openTableInput(
  guest: Guest,
  raw: unknown,
  {
    allowSeed = false,
    rematchHoldMs,
    tableId = newTableId(),
  }: { allowSeed?: boolean; rematchHoldMs?: number | undefined; tableId?: string } = {},
): TableInput {
  const input = parseArg(openTableInputSchema, raw, 'input');
  const game = declarationOf(input.game);
  if (!game) throw gatewayError('GATEWAY_GAME_UNAVAILABLE', { game: GAME_NAMES[input.game] });
  const { players, options, maxHumans, name } = game.meta;
  if (input.seats < players.min || input.seats > players.max) {
    throw gatewayError('GATEWAY_BAD_SEATS', { game: name, min: players.min, max: players.max });
  }
  const fills = tableLevels(game.meta);
  if (input.fill !== null && !fills.includes(input.fill))
    throw bad(`input.fill: one of ${fills.join(', ')} or null`);
  const known = new Set(options.map((o) => o.key));
  for (const key of Object.keys(input.options ?? {})) {
    if (!known.has(key) && !allowSeed) throw bad(`input.options.${key}: not an option of ${name}`);
  }
  const people = Math.min(input.seats, maxHumans ?? input.seats);
  const always = computerNames(input.seats - people, game.cast?.names);
  const seats: (SeatInfo | null)[] = Array.from({ length: input.seats }, (_, seat): SeatInfo | null => {
    if (seat === 0) return { kind: 'human', playerId: guest.playerId, name: guest.name };
    if (seat < people) return null;
    return { kind: 'computer', level: input.fill ?? 'normal', name: always[seat - people] as string };
  });
  const timing = timingFor(input.clockSeconds, input.tempo);
  const table: TableInput = {
    tableId,
    game: input.game,
    config: { ...(input.options ?? {}), players: input.seats },
    seed: randomBytes(12).toString('base64url'),
    seats,
    clockSeconds: input.clockSeconds,
    tempo: input.tempo,
    timing: rematchHoldMs ? { ...timing, rematchHoldMs } : timing,
    open: { host: guest.playerId, fill: input.fill },
  };
  return parseArg(tableInputSchema, table, 'table');
}

/** The table plays for `stake` Taler (checked by the resolver: taler.ts, hostStake). */
export function withStake(table: TableInput, stake: number, hostAccount: boolean): TableInput {
  if (!table.open) return table;
  return { ...table, open: { ...table.open, stake, hostAccount } };
}
