/** The table settings (config): players, mode, the Kaffeekränzchen variant and an optional fixed deck. */
import { parseConfigWith } from '@spielcenter/proto';
import { z } from 'zod';
import { ROUTES } from './routes.js';
import { ALL_TILE_IDS, type TileId } from './tiles.js';

export interface CruiseDeck {
  /** The bag order, first drawn first: a permutation of all 100 tile ids. */
  readonly bag?: readonly TileId[];
  /** The route index 0..9 (cruise mode). */
  readonly route?: number;
}

export interface CruiseConfig {
  readonly players: number;
  /** "cruise" (Kreuzfahrt, default): route and events; "classic" (Klassisch): the plain board game. */
  readonly mode: 'cruise' | 'classic';
  /** Variant "Kaffeekränzchen & Stammtisch". */
  readonly singleGenderTables: boolean;
  readonly deck?: CruiseDeck;
}

const deckSchema = z
  .object({
    bag: z
      .array(z.string())
      .length(ALL_TILE_IDS.length)
      .refine((bag) => new Set(bag).size === bag.length && bag.every((t) => ALL_TILE_IDS.includes(t)), {
        message: 'bag must hold each of the 100 tiles once',
      })
      .optional(),
    route: z
      .number()
      .int()
      .min(0)
      .max(ROUTES.length - 1)
      .optional(),
  })
  .strict();

const configSchema = z
  .object({
    players: z.number().int().min(2).max(4),
    mode: z.enum(['cruise', 'classic']).default('cruise'),
    singleGenderTables: z.boolean().default(false),
    deck: deckSchema.optional(),
  })
  .strict();

export function parseConfig(input: unknown): CruiseConfig {
  const data = parseConfigWith(configSchema, input);
  const { deck, ...rest } = data;
  if (!deck) return rest;
  const cleanDeck: CruiseDeck = {
    ...(deck.bag ? { bag: deck.bag } : {}),
    ...(deck.route !== undefined ? { route: deck.route } : {}),
  };
  return { ...rest, deck: cleanDeck };
}
