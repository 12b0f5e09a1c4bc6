/**
 * Every game's declaration by id: what the table service and the gateway know of a game. Light: it
 * imports the packages' `./game` entry only (data, no rule code), so it is safe in the workflow bundle.
 */
import { game as boss } from '@spielcenter/boss/game';
import { game as coup } from '@spielcenter/coup/game';
import { game as cruise } from '@spielcenter/cruise/game';
import { game as hokus } from '@spielcenter/hokus/game';
import { game as krakau } from '@spielcenter/krakau/game';
import type { GameDeclaration, GameId } from '@spielcenter/proto';

export const GAMES: Record<GameId, GameDeclaration> = { boss, coup, cruise, krakau, hokus };

/** The declaration of a game; null for an id that is not a game's. */
export function declarationOf(game: GameId): GameDeclaration | null {
  return GAMES[game] ?? null;
}
