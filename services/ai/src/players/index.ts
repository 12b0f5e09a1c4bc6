/**
 * The registry: every game's computers by level. Each game's computers live in their own folder
 * (`src/<game>/levels.ts`, see the README's "One shape"), so work on one game touches only its folder.
 */
import type { GameId, Level } from '@spielcenter/proto';
import { bossPlayers } from '../boss/levels.js';
import { coupPlayers } from '../coup/levels.js';
import { cruisePlayers } from '../cruise/levels.js';
import { hokusPlayers } from '../hokus/levels.js';
import { krakauPlayers } from '../krakau/levels.js';
import { krakauOddsFor } from '../krakau/odds.js';
import { asChoice } from './decision.js';
import { randomLegal } from './random.js';
import type { Choice, Decision, GamePlayers, Player } from './types.js';

export const LEVELS: readonly Level[] = ['easy', 'normal', 'strong', 'master'];

export const PLAYERS: Readonly<Record<GameId, GamePlayers>> = {
  boss: bossPlayers,
  coup: coupPlayers,
  cruise: cruisePlayers,
  krakau: krakauPlayers,
  hokus: hokusPlayers,
};

/** The odds a game's computers offer for one seat's view (`ai.<game>.odds`), by game. */
export const ODDS: Partial<Record<GameId, (view: unknown, seat: number, seed: string) => unknown>> = {
  krakau: krakauOddsFor,
};

/** The player for a level, or the strongest weaker one that exists. */
export function playerFor(game: GameId, level: Level): Player {
  const players = PLAYERS[game];
  for (let i = LEVELS.indexOf(level); i >= 0; i--) {
    const p = players[LEVELS[i] as Level];
    if (p) return p;
  }
  return randomLegal;
}

/** The level that actually decides for `level` (the fallback rule of playerFor). */
export function levelFor(game: GameId, level: Level): Level | null {
  for (let i = LEVELS.indexOf(level); i >= 0; i--)
    if (PLAYERS[game][LEVELS[i] as Level]) return LEVELS[i] as Level;
  return null;
}

/** Runs the player; without advice the reason and values are dropped. */
export function decide(game: GameId, level: Level, d: Decision): Choice {
  const choice = asChoice(playerFor(game, level)(d));
  return d.advice ? choice : { action: choice.action };
}

export type { Choice, Decision, GamePlayers, Player } from './types.js';
