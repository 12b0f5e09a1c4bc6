/**
 * A quick game ("Schnelle Partie"): the caller at seat 0, computers on the other seats. This file
 * knows which games can be played this way and with how many computers; everything about the game
 * itself is the engine's business (the options go to it untouched, it validates them).
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  CLOCK_CHOICES,
  GAME_IDS,
  GAME_NAMES,
  type GameId,
  type Level,
  levelSchema,
  type SeatInfo,
  type TableInput,
  tableInputSchema,
  tempoSchema,
  timingFor,
} from '@spielcenter/proto';
import { z } from 'zod';
import { gatewayError } from './errors.js';
import type { Guest } from './identity.js';
import { parseArg } from './validate.js';

interface QuickGameRule {
  readonly minComputers: number;
  readonly maxComputers: number;
  readonly levels: readonly Level[];
}

/** Games playable as a quick game now. Speedboss: 1–3 computers, so 2–4 players. */
export const QUICK_GAMES: Partial<Record<GameId, QuickGameRule>> = {
  boss: { minComputers: 1, maxComputers: 3, levels: ['easy', 'normal', 'strong'] },
};

/** Names for the computers, German like the UI. */
const COMPUTER_NAMES = [
  'Anton',
  'Berta',
  'Clemens',
  'Dora',
  'Emil',
  'Frieda',
  'Gustav',
  'Hilde',
  'Karl',
  'Lotte',
  'Otto',
  'Greta',
];

export const quickGameInputSchema = z.object({
  game: z.enum(GAME_IDS),
  computers: z.number().int(),
  level: levelSchema.default('easy'),
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
  seed: z.string().min(1).max(128).nullish(),
  options: z.record(z.string(), z.unknown()).nullish(),
});
export type QuickGameInput = z.infer<typeof quickGameInputSchema>;

export function newTableId(): string {
  return `t${randomBytes(9).toString('base64url')}`;
}

function computerNames(count: number): string[] {
  const pool = [...COMPUTER_NAMES];
  const names: string[] = [];
  for (let i = 0; i < count; i++) names.push(pool.splice(randomInt(pool.length), 1)[0] as string);
  return names;
}

/** Validates the input and builds the workflow's TableInput (throws coded errors). */
export function quickGameTable(guest: Guest, raw: unknown, tableId = newTableId()): TableInput {
  const input = parseArg(quickGameInputSchema, raw, 'input');
  const rule = QUICK_GAMES[input.game];
  if (!rule) throw gatewayError('GATEWAY_GAME_UNAVAILABLE', { game: GAME_NAMES[input.game] });
  if (input.computers < rule.minComputers || input.computers > rule.maxComputers) {
    throw gatewayError('GATEWAY_BAD_INPUT', {
      reason: `input.computers: ${rule.minComputers} to ${rule.maxComputers} for ${GAME_NAMES[input.game]}`,
    });
  }
  if (!rule.levels.includes(input.level)) {
    throw gatewayError('GATEWAY_BAD_INPUT', { reason: `input.level: one of ${rule.levels.join(', ')}` });
  }
  const seats: SeatInfo[] = [
    { kind: 'human', playerId: guest.playerId, name: guest.name },
    ...computerNames(input.computers).map(
      (name): SeatInfo => ({ kind: 'computer', level: input.level, name }),
    ),
  ];
  const table: TableInput = {
    tableId,
    game: input.game,
    // The options may not change the number of seats.
    config: { ...(input.options ?? {}), players: seats.length },
    seed: input.seed ?? randomBytes(12).toString('base64url'),
    seats,
    clockSeconds: input.clockSeconds,
    tempo: input.tempo,
    timing: timingFor(input.clockSeconds, input.tempo),
  };
  return parseArg(tableInputSchema, table, 'table');
}
