/**
 * A quick game ("Schnelle Partie"): the caller at seat 0, computers on the other seats. What a game
 * offers (seats, levels, clock, options) comes from its declaration; the options themselves go to
 * the engine, which checks them (rules.<game>.config) before the table starts.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { declarationOf } from '@spielcenter/catalog';
import {
  CLOCK_CHOICES,
  GAME_IDS,
  GAME_NAMES,
  levelSchema,
  type SeatInfo,
  type TableInput,
  tableInputSchema,
  tempoSchema,
  timingFor,
} from '@spielcenter/proto';
import { z } from 'zod';
import { gatewayError } from './errors.js';
import { type Guest, guestNameSchema } from './identity.js';
import { parseArg } from './validate.js';

/** Names for the computers, German like the UI. */
export const COMPUTER_NAMES = [
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

export const quickGameInputSchema = z.strictObject({
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
  /** Fixes the shuffle: only where the gateway allows it (tests, local development). */
  seed: z.string().min(1).max(128).nullish(),
  /** The game's options by their config keys; fixed deals (`deck` …) only where seeds are allowed. */
  options: z.record(z.string(), z.unknown()).nullish(),
  /** The computers' names in seat order (Speedhokus' Tournee: a station's fixed rivals); else drawn. */
  computerNames: z.array(guestNameSchema).max(7).nullish(),
  /** The computers' levels in seat order (Speedhokus' Tournee: a station's mixed field); else `level` for all. */
  computerLevels: z.array(levelSchema).max(7).nullish(),
});
export type QuickGameInput = z.infer<typeof quickGameInputSchema>;

export function newTableId(): string {
  return `t${randomBytes(9).toString('base64url')}`;
}

/**
 * `count` names drawn without repeats from `from` (a game's own cast: its declaration's `cast`), else
 * from the everyday names.
 */
export function computerNames(count: number, from: readonly string[] = COMPUTER_NAMES): string[] {
  const pool = [...from];
  const names: string[] = [];
  for (let i = 0; i < count; i++) names.push(pool.splice(randomInt(pool.length), 1)[0] as string);
  return names;
}

const bad = (reason: string) => gatewayError('GATEWAY_BAD_INPUT', { reason });

/** Validates the input against the game's declaration and builds the workflow's TableInput. */
export function quickGameTable(
  guest: Guest,
  raw: unknown,
  { allowSeed = false, tableId = newTableId() }: { allowSeed?: boolean; tableId?: string } = {},
): TableInput {
  const input = parseArg(quickGameInputSchema, raw, 'input');
  const game = declarationOf(input.game);
  if (!game) throw gatewayError('GATEWAY_GAME_UNAVAILABLE', { game: GAME_NAMES[input.game] });
  const { solo, levels, options } = game.meta;
  if (input.computers < solo.min - 1 || input.computers > solo.max - 1) {
    throw bad(`input.computers: ${solo.min - 1} to ${solo.max - 1} for ${game.meta.name}`);
  }
  if (!levels.includes(input.level)) throw bad(`input.level: one of ${levels.join(', ')}`);
  if (!solo.clock && input.clockSeconds !== null)
    throw bad(`input.clockSeconds: ${game.meta.name} alone has no clock`);
  if (input.seed && !allowSeed) throw bad('input.seed: not allowed');
  const names = input.computerNames ?? computerNames(input.computers, game.cast?.names);
  if (names.length !== input.computers)
    throw bad(`input.computerNames: ${input.computers} names, one per computer`);
  const strengths = input.computerLevels ?? names.map(() => input.level);
  if (strengths.length !== input.computers)
    throw bad(`input.computerLevels: ${input.computers} levels, one per computer`);
  for (const level of strengths)
    if (!levels.includes(level)) throw bad(`input.computerLevels: each one of ${levels.join(', ')}`);
  const known = new Set(options.map((o) => o.key));
  for (const key of Object.keys(input.options ?? {})) {
    if (!known.has(key) && !allowSeed) throw bad(`input.options.${key}: not an option of ${game.meta.name}`);
  }
  const seats: SeatInfo[] = [
    { kind: 'human', playerId: guest.playerId, name: guest.name },
    ...names.map((name, i): SeatInfo => ({ kind: 'computer', level: strengths[i] ?? input.level, name })),
  ];
  const table: TableInput = {
    tableId,
    game: input.game,
    config: {
      ...(input.options ?? {}),
      players: seats.length,
      ...(game.humanSeats ? { [game.humanSeats]: [0] } : {}),
    },
    seed: input.seed ?? randomBytes(12).toString('base64url'),
    seats,
    clockSeconds: input.clockSeconds,
    tempo: input.tempo,
    timing: timingFor(input.clockSeconds, input.tempo),
  };
  return parseArg(tableInputSchema, table, 'table');
}
