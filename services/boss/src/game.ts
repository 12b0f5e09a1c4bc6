/** Speedboss as the table, the gateway and the web see it (temporary: replaced by the engine's own). */
import { declareGame, type GameEvent } from '@spielcenter/proto';
import type { BossAction } from './rules/actions.js';

export const game = declareGame<GameEvent, BossAction>({
  meta: {
    id: 'boss',
    name: 'Speedboss',
    tagline: 'Sag vor jeder Runde genau voraus, wie viele Stiche du machst.',
    players: { min: 2, max: 4, default: 4 },
    solo: { min: 2, max: 4, default: 4, label: 'Schnelle Partie', clock: true, defaultClockSeconds: 60, turbo: false },
    levels: ['easy', 'normal', 'strong'],
    options: [],
  },
  pacing: { trickEnd: ['trickWon'], roundEnd: ['roundScored'], gameEnd: ['gameOver'], acknowledge: [] },
  clocks: { chooseTrump: 20_000 },
});
