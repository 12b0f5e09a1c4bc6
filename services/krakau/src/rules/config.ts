/** Table settings: players, match length, every house rule (with the rule text's default) and `deck`. */
import { commonErrors } from '@spielcenter/proto';
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
  /** Sperre: 800/900 (400/450 in the short match); null turns it off. Default: the lower value. */
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
}

export type KrakauConfigInput = Partial<Omit<KrakauConfig, 'players'>> & { players: number };

function bad(reason: string): never {
  throw commonErrors.make('COMMON_BAD_CONFIG', { reason });
}

export function parseConfig(input: unknown): KrakauConfig {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    bad(`${i?.path.join('.') || 'config'}: ${i?.message ?? 'invalid'}`);
  }
  const c = parsed.data;
  const locks = c.target === 1000 ? [800, 900] : [400, 450];
  const lockAt = c.lockAt === undefined ? (locks[0] as number) : c.lockAt;
  if (lockAt !== null && !locks.includes(lockAt)) bad(`lockAt must be ${locks.join(' or ')} or null`);
  const { deck, ...rest } = c;
  return { ...rest, lockAt, ...(deck ? { deck } : {}) };
}

/** The daily deal's table: three players, to 500, the standard rules, the given deals. */
export function dailyConfig(deck: readonly (readonly string[])[]): KrakauConfig {
  return parseConfig({ players: 3, target: 500, deck });
}

/** Where the barrel starts: 880 in the long match, 440 in the short one. */
export function barrelAt(config: KrakauConfig): number {
  return config.target === 1000 ? 880 : 440;
}
/** Opponents stop 10 below the target (990 / 490). */
export function opponentCap(config: KrakauConfig): number {
  return config.target - 10;
}
