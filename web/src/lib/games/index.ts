/**
 * Every game of the web, found by folder: `web/src/lib/games/<game>/index.ts` exports `module`.
 * Adding a game to the web means adding its folder.
 */
import type { GameId } from '@spielcenter/proto';
import type { GameModule } from './types';

/** The order of the start page: the rule texts' order. */
const ORDER: readonly GameId[] = ['boss', 'coup', 'cruise', 'krakau', 'hokus'];

const found = import.meta.glob<{ module: GameModule }>('./*/index.ts', { eager: true });

export const GAMES: readonly GameModule[] = Object.values(found)
  .map((m) => m.module)
  .sort((a, b) => ORDER.indexOf(a.declaration.meta.id) - ORDER.indexOf(b.declaration.meta.id));

/** The game chosen when none is: the first of the start page. */
export const FIRST_GAME: GameId = (GAMES[0] as GameModule).declaration.meta.id;

export function gameModule(id: string): GameModule | null {
  return GAMES.find((g) => g.declaration.meta.id === id) ?? null;
}

export type { BoardProps, GameModule, GearSetting } from './types';
