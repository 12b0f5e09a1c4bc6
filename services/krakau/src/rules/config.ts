/** Table settings: players, match length, every house rule (with the rule text's default) and `deck`. */
import { commonErrors, parseConfigWith } from '@spielcenter/proto';
import { z } from 'zod';
import { DECK } from './cards.js';

const deal = z
  .array(z.enum(DECK as [string, ...string[]]))
  .length(24)
  .refine((cards) => new Set(cards).size === 24, 'a deal must hold each of the 24 cards once');

const schema = z.strictObject({
  players: z.number().int().min(2).max(4),
  /** 1000 (normal) or 500 (kurze Partie). */
  target: z.union([z.literal(1000), z.literal(500)]).default(1000),
  /**
   * Sperre: 800/900 (400/450 in the short match); null turns it off. Default: the lower value. In
   * the short match 800/900 are read as its lower/higher lock, so one lobby choice fits both lengths.
   */
  lockAt: z.number().int().nullable().optional(),
  /** Fass at 880 (440): three games to reach the target as declarer. */
  barrel: z.boolean().default(true),
  /** Überstechen: follow suit and beat if you can. */
  mustBeat: z.boolean().default(true),
  /** Trumpfen: void in the led suit, you must trump if you can. */
  mustTrump: z.boolean().default(true),
  /** Bids and games above 120 only with marriages, at most 120 + their sum. */
  marriageLimit: z.boolean().default(true),
  /** Musik zeigen: the musik is turned face up for everyone. */
  showMusik: z.boolean().default(true),
  /** Bombas per player and match (0 turns Bomba off). */
  bombas: z.number().int().min(0).max(10).default(1),
  /** Four nines in one hand: the holder may ask for a redeal before the first bid. */
  fourNines: z.boolean().default(true),
  /** Fixed deals, one 24-card order per game (the daily deal); later games are shuffled. */
  deck: z.array(deal).max(200).optional(),
  /** The Tagesblatt's day ("2026-12-03", Europe/Berlin): shown at the table, no rule changes. */
  daily: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export interface KrakauConfig {
  readonly players: number;
  readonly target: 1000 | 500;
  readonly lockAt: number | null;
  readonly barrel: boolean;
  readonly mustBeat: boolean;
  readonly mustTrump: boolean;
  readonly marriageLimit: boolean;
  readonly showMusik: boolean;
  readonly bombas: number;
  readonly fourNines: boolean;
  readonly deck?: readonly (readonly string[])[];
  readonly daily?: string;
}

export type KrakauConfigInput = Partial<Omit<KrakauConfig, 'players'>> & { players: number };

const LOCKS: Readonly<Record<1000 | 500, readonly [number, number]>> = { 1000: [800, 900], 500: [400, 450] };

/** The lock of a match to `target`: its lower value unless the higher one (or none) is chosen. */
function lockFor(target: 1000 | 500, chosen: number | null | undefined): number | null {
  const [low, high] = LOCKS[target];
  if (chosen === undefined || chosen === 800 || chosen === low) return low;
  if (chosen === 900 || chosen === high) return high;
  if (chosen === null) return null;
  const allowed = target === 1000 ? '800 or 900' : '400 or 450 (or 800 or 900)';
  throw commonErrors.make('COMMON_BAD_CONFIG', { reason: `lockAt must be ${allowed} or null` });
}

export function parseConfig(input: unknown): KrakauConfig {
  const { deck, lockAt, daily, ...rest } = parseConfigWith(schema, input);
  return {
    ...rest,
    lockAt: lockFor(rest.target, lockAt),
    ...(deck ? { deck } : {}),
    ...(daily ? { daily } : {}),
  };
}

/** The daily deal's table: three players, to 500, the standard rules, the given deals (and its day). */
export function dailyConfig(deck: readonly (readonly string[])[], date?: string): KrakauConfig {
  return parseConfig({ players: 3, target: 500, deck, ...(date ? { daily: date } : {}) });
}

/** Where the barrel starts: 880 in the long match, 440 in the short one. */
export function barrelAt(config: KrakauConfig): number {
  return config.target === 1000 ? 880 : 440;
}
/** Opponents stop 10 below the target (990 / 490). */
export function opponentCap(config: KrakauConfig): number {
  return config.target - 10;
}
