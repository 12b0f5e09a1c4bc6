/** The table settings of a show, validated with zod (they come from players and messages). */
import { type BaseConfig, commonErrors, parseConfigWith } from '@spielcenter/proto';
import { z } from 'zod';

export const MIN_MAGICIANS = 3;
export const MAX_MAGICIANS = 6;
/** "Hat nach 80 Runden niemand zweimal Applaus, fällt der Vorhang trotzdem." */
export const DEFAULT_MAX_ROUNDS = 80;
/** Applause needed to win the show. */
export const LAURELS_TO_WIN = 2;

/**
 * `deck` fixes everything the seed would otherwise decide, so a daily show is the same for everyone:
 * - `start`: the seat that begins round 1;
 * - `skunks`: per seat, which of its hats (1..4) holds the skunk;
 * - `draws`: one number per blind draw, in order: the k-th draw shuffles the challenger's hats
 *   (in id order) by rotating them `draws[k]` places; when the list runs out, the seed decides.
 */
const deckSchema = z.strictObject({
  start: z
    .number()
    .int()
    .min(0)
    .max(MAX_MAGICIANS - 1)
    .optional(),
  skunks: z.array(z.number().int().min(1).max(4)).max(MAX_MAGICIANS).optional(),
  draws: z.array(z.number().int().min(0).max(1000)).max(1000).optional(),
});

const configSchema = z.strictObject({
  players: z.number().int().min(MIN_MAGICIANS).max(MAX_MAGICIANS),
  maxRounds: z.number().int().min(1).max(DEFAULT_MAX_ROUNDS).optional(),
  deck: deckSchema.optional(),
  /** The Tagesvorstellung's day ("2026-12-03"): the gateway deals it from the day's seed; shown, no advice. */
  daily: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** The computers' names by seat, null for a person (the table sets it: the declaration's `cast`). */
  names: z.array(z.string().min(1).max(60).nullable()).max(MAX_MAGICIANS).optional(),
});

export type HokusDeck = z.infer<typeof deckSchema>;

export interface HokusConfig extends BaseConfig {
  readonly players: number;
  /** Round limit of the show: 80 by the rule text; a smaller number only for short test shows. */
  readonly maxRounds: number;
  readonly deck?: HokusDeck;
  /** The Tagesvorstellung's day, when this show is one. */
  readonly daily?: string;
  /** The computers' names by seat (null: a person); their styles follow from them (characters.ts). */
  readonly names?: readonly (string | null)[];
}

export function parseConfig(input: unknown): HokusConfig {
  const data = parseConfigWith(configSchema, input);
  const { players, maxRounds, deck, daily, names } = data;
  if (deck?.start !== undefined && deck.start >= players) {
    throw commonErrors.make('COMMON_BAD_CONFIG', { reason: `deck.start: no seat ${deck.start}` });
  }
  if (names !== undefined && names.length !== players) {
    throw commonErrors.make('COMMON_BAD_CONFIG', { reason: 'names: need one entry per seat' });
  }
  if (deck?.skunks !== undefined && deck.skunks.length !== players) {
    throw commonErrors.make('COMMON_BAD_CONFIG', { reason: `deck.skunks: need one entry per seat` });
  }
  const config: HokusConfig = {
    players,
    maxRounds: maxRounds ?? DEFAULT_MAX_ROUNDS,
    ...(daily !== undefined ? { daily } : {}),
    ...(names !== undefined ? { names } : {}),
  };
  return deck ? { ...config, deck: stripUndefined(deck) } : config;
}

function stripUndefined(deck: HokusDeck): HokusDeck {
  return JSON.parse(JSON.stringify(deck)) as HokusDeck;
}
