/** The config of one attempt, and its strict validation (unknown keys are refused, also in `deck`). */
import { type BaseConfig, commonErrors } from '@spielcenter/proto';
import { z } from 'zod';
import { coupDef } from './campaign.js';
import { ALL_CARDS, type CardId, isCard, isDietrich, SUIT_NAMES, suitOf } from './cards.js';
import type { CoupDef } from './coups.js';
import type { Seat } from './state.js';

export type PfiffMode = 'wish' | 'every';

/** Fixes every deal: hands per seat (2 players: two hands of 13), the Schatten's piles, the loot. */
export interface DeckSpec {
  readonly hands: readonly (readonly CardId[])[];
  /** Two players: seven piles [bottom, top]. */
  readonly shadow?: readonly (readonly [CardId, CardId])[];
  /** The loot cards in reveal order (default: drawn from the seed). */
  readonly loot?: readonly CardId[];
}

export interface CoupConfig extends BaseConfig {
  readonly players: number;
  /** Coup number 1–50. */
  readonly coup: number;
  readonly pfiff: PfiffMode;
  /** Seats played by humans (votes, Pfiff, the green badge). Default: all seats. */
  readonly humans: readonly Seat[];
  /** The attempt number tonight (1-based); the daily coup derives its deal from it. */
  readonly attempt: number;
  /** Failed attempts at this coup this evening (points: 5 + coup − this, at least 3). */
  readonly failedTonight: number;
  /** The daily coup: no points. */
  readonly daily: boolean;
  readonly deck?: DeckSpec;
}

const deckSchema = z
  .object({
    hands: z.array(z.array(z.string())),
    shadow: z.array(z.tuple([z.string(), z.string()])).optional(),
    loot: z.array(z.string()).optional(),
  })
  .strict();

const schema = z
  .object({
    players: z.number().int().min(2).max(5),
    coup: z.number().int().min(1).max(50).default(1),
    pfiff: z.enum(['wish', 'every']).default('wish'),
    humans: z.array(z.number().int().min(0).max(4)).optional(),
    attempt: z.number().int().min(1).default(1),
    failedTonight: z.number().int().min(0).default(0),
    daily: z.boolean().default(false),
    deck: deckSchema.optional(),
  })
  .strict();

function bad(reason: string): never {
  throw commonErrors.make('COMMON_BAD_CONFIG', { reason });
}

/** Hand sizes per seat: 5 → 8 each, 4 → 10, 3 → 14/13/13, 2 → 13/13 (plus the Schatten's 14). */
export function handSizes(players: number): number[] {
  if (players === 2) return [13, 13];
  if (players === 3) return [14, 13, 13];
  return Array.from({ length: players }, () => 40 / players);
}

function checkLoot(loot: readonly CardId[], def: CoupDef): void {
  if (loot.length !== def.loot) bad(`deck.loot needs ${def.loot} cards`);
  if (loot.some((c) => !isCard(c) || isDietrich(c)) || new Set(loot).size !== loot.length)
    bad('deck.loot needs distinct colour cards');
  loot.forEach((card, i) => {
    const suit = def.lootSuits[i];
    if (suit && suitOf(card) !== suit) bad(`deck.loot[${i}] must be ${SUIT_NAMES[suit].en} in coup ${def.n}`);
  });
}

function checkDeck(deck: DeckSpec, players: number, def: CoupDef): void {
  const sizes = handSizes(players);
  if (deck.hands.length !== players) bad(`deck.hands needs ${players} hands`);
  deck.hands.forEach((h, i) => {
    if (h.length !== sizes[i]) bad(`deck.hands[${i}] needs ${sizes[i]} cards`);
  });
  const shadow = deck.shadow ?? [];
  if ((players === 2) !== (shadow.length === 7)) bad('deck.shadow needs seven piles with two players only');
  const all: CardId[] = [...deck.hands.flat(), ...shadow.flat()];
  if (shadow.flat().some(isDietrich)) bad('the Schatten holds no Dietrich');
  if (all.some((c) => !isCard(c))) bad('unknown card in deck');
  if (new Set(all).size !== ALL_CARDS.length || all.length !== ALL_CARDS.length)
    bad('deck must hold all 40 cards once');
  if (deck.loot) checkLoot(deck.loot, def);
}

/** Validates and normalises an untrusted config; throws COMMON_BAD_CONFIG with the reason. */
export function parseConfig(input: unknown): CoupConfig {
  const parsed = schema.safeParse(input);
  if (!parsed.success) bad(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  const c = parsed.data;
  const humans = c.humans ?? Array.from({ length: c.players }, (_, i) => i);
  if (humans.some((h) => h >= c.players) || new Set(humans).size !== humans.length)
    bad('humans must be distinct seats');
  const base = {
    players: c.players,
    coup: c.coup,
    pfiff: c.pfiff,
    humans: [...humans].sort((a, b) => a - b),
    attempt: c.attempt,
    failedTonight: c.failedTonight,
    daily: c.daily,
  };
  if (!c.deck) return base;
  const deck: DeckSpec = {
    hands: c.deck.hands,
    ...(c.deck.shadow ? { shadow: c.deck.shadow as [CardId, CardId][] } : {}),
    ...(c.deck.loot ? { loot: c.deck.loot } : {}),
  };
  checkDeck(deck, c.players, coupDef(c.coup));
  return { ...base, deck };
}
