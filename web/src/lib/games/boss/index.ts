/** Speedboss in the web: its declaration and board for the shell. */
import { type BossView, roundsFor } from '@spielcenter/boss';
import { game } from '@spielcenter/boss/game';
import { count, ofRate } from '$lib/record/stats';
import type { GameModule } from '../types';
import Board from './Board.svelte';
import { BOSS_GEAR } from './gear';
import { rules } from './rules';

export const module: GameModule = {
  declaration: game,
  Board,
  title: (view: BossView) => `Runde ${view.round} – Speedboss`,
  end: {
    title: 'Jahresabschluss',
    rematch: 'Nochmal spielen',
    winText: 'Glückwunsch – du führst das beste Unternehmen!',
    scoreSheet: { label: 'Bilanz', key: 'b' },
  },
  describeSolo: (seats) => `${seats} Spieler · ${roundsFor(seats)} Runden`,
  gear: BOSS_GEAR,
  rules,
  stats: {
    figures: [
      { key: 'rounds', label: 'Runden', value: (f) => count(f.rounds) },
      { key: 'bidsHit', label: 'Prognose getroffen', value: (f) => ofRate(f.bidsHit, f.rounds) },
    ],
  },
};
